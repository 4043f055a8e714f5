/// The bytes of one source file as the front end reads them: bounds-safe access (any
/// offset outside the file reads as `0`, which never occurs inside a sanitized file), and
/// the small byte-level helpers that the lexer and the text scanners share.
struct SourceBytes {
    /// The sanitized bytes (no NUL, valid UTF-8).
    let bytes: [UInt8]
    /// Number of bytes.
    let count: Int

    /// Wraps sanitized bytes.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.count = bytes.count
    }

    /// The byte at `offset`, or `0` outside the file.
    @inline(__always)
    subscript(offset: Int) -> UInt8 {
        offset >= 0 && offset < count ? bytes[offset] : 0
    }

    /// The text of `start..<end` (clamped).
    func string(_ start: Int, _ end: Int) -> String {
        let lower = max(0, min(start, count))
        let upper = max(lower, min(end, count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// True when the bytes at `offset` spell `word` exactly.
    func matches(_ word: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset + word.count <= count else { return false }
        var index = 0
        while index < word.count {
            if bytes[offset + index] != word[index] { return false }
            index += 1
        }
        return true
    }

    /// The offset of the `\n` that ends the line containing `offset`, or `count`.
    func endOfLine(from offset: Int) -> Int {
        var index = max(0, offset)
        while index < count, bytes[index] != ASCII.newline { index += 1 }
        return index
    }

    /// True when there is a line break in `start..<end`.
    func hasNewline(_ start: Int, _ end: Int) -> Bool {
        var index = max(0, start)
        let upper = min(end, count)
        while index < upper {
            if bytes[index] == ASCII.newline { return true }
            index += 1
        }
        return false
    }

    /// Length in bytes of the UTF-8 scalar starting at `offset` (1 for ASCII or past the end).
    func scalarLength(at offset: Int) -> Int {
        let lead = self[offset]
        if lead < 0xC0 { return 1 }
        if lead < 0xE0 { return 2 }
        if lead < 0xF0 { return 3 }
        return 4
    }

    /// The Unicode scalar value starting at `offset` (the file is valid UTF-8).
    func scalarValue(at offset: Int) -> UInt32 {
        let lead = UInt32(self[offset])
        switch scalarLength(at: offset) {
        case 1: return lead
        case 2: return (lead & 0x1F) << 6 | UInt32(self[offset + 1] & 0x3F)
        case 3:
            return (lead & 0x0F) << 12 | UInt32(self[offset + 1] & 0x3F) << 6 | UInt32(self[offset + 2] & 0x3F)
        default:
            return (lead & 0x07) << 18 | UInt32(self[offset + 1] & 0x3F) << 12
                | UInt32(self[offset + 2] & 0x3F) << 6 | UInt32(self[offset + 3] & 0x3F)
        }
    }

    /// The length of the identifier-head scalar at `offset`, or 0 when none starts there.
    func identifierHeadLength(at offset: Int) -> Int {
        let byte = self[offset]
        if byte < 0x80 { return ASCII.isIdentifierHead(byte) ? 1 : 0 }
        return IdentifierCharacters.isHead(scalarValue(at: offset)) ? scalarLength(at: offset) : 0
    }

    /// The offset just past the identifier characters starting at `offset` (identifier
    /// head already checked by the caller).
    func identifierEnd(from offset: Int) -> Int {
        var index = offset
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard ASCII.isIdentifierContinue(byte) else { break }
                index += 1
            } else {
                guard IdentifierCharacters.isContinue(scalarValue(at: index)) else { break }
                index += scalarLength(at: index)
            }
        }
        return min(index, count)
    }

    /// The offset of the first byte at or after `offset` that is not a space or tab.
    func skipHorizontalSpace(from offset: Int) -> Int {
        var index = offset
        while index < count, bytes[index] == ASCII.space || bytes[index] == ASCII.tab { index += 1 }
        return index
    }

    /// True when the line starting at `lineStart` begins (after indentation) with a
    /// top-level declaration — `model`, `events` or `import` followed by a name. Inside an
    /// unclosed bracket such a line means the bracket was forgotten: scanners stop there.
    func lineStartsDeclaration(_ lineStart: Int) -> Bool {
        let start = skipHorizontalSpace(from: lineStart)
        for keyword in Keywords.declarationStarters where matches(keyword, at: start) {
            let after = start + keyword.count
            let nameStart = skipHorizontalSpace(from: after)
            if nameStart > after, self[nameStart] == ASCII.backtick || identifierHeadLength(at: nameStart) > 0 {
                return true
            }
        }
        return false
    }
}
