/// Checks that a file is valid UTF-8 without NUL bytes. Each run of bad bytes gives one
/// error at its first byte; the bytes are then replaced by spaces (same length, so every
/// offset stays exact) and the rest of the front end only ever sees clean text.
enum SourceValidation {
    /// The sanitized bytes and one issue per run of invalid or NUL bytes.
    static func sanitize(_ bytes: [UInt8]) -> (bytes: [UInt8], issues: [SyntaxIssue]) {
        var issues: [SyntaxIssue] = []
        var clean: [UInt8]?
        var index = 0
        var runEnd = -1  // end of the last reported run, to merge adjacent bad bytes
        var runKindIsNUL = false
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte != 0 && byte < 0x80 {
                index += 1
                continue
            }
            let length = byte == 0 ? 0 : validSequenceLength(bytes, at: index)
            if length > 0 {
                index += length
                continue
            }
            // A bad byte: NUL or not part of a well-formed sequence.
            if clean == nil { clean = bytes }
            clean?[index] = ASCII.space
            let isNUL = byte == 0
            if runEnd == index && runKindIsNUL == isNUL, let last = issues.indices.last {
                issues[last].range = SourceRange(start: issues[last].range.start, end: index + 1)
            } else {
                let message = isNUL ? SyntaxMessages.nulByte : SyntaxMessages.invalidUTF8(byte)
                issues.append(SyntaxIssue(message: message, range: SourceRange(start: index, end: index + 1)))
            }
            runEnd = index + 1
            runKindIsNUL = isNUL
            index += 1
        }
        return (clean ?? bytes, issues)
    }

    /// The length of the well-formed multi-byte sequence at `index`, or 0 if it is not one.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let count = bytes.count
        func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            index + offset < count && bytes[index + offset] >= low && bytes[index + offset] <= high
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }
}
