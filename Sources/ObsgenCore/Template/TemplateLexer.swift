/// Splits a template's UTF-8 bytes into text and tags, reporting malformed tags.
///
/// Works on bytes only: `{{`, `}}` and the sigils are ASCII, so multi-byte characters
/// never need decoding.
struct TemplateLexer {
    /// The template's name, for errors.
    let templateName: String
    /// The template's bytes.
    let bytes: [UInt8]
    /// Byte offset of the start of every line; `lineStarts[0] == 0`.
    let lineStarts: [Int]

    /// Prepares to lex a template.
    init(name: String, bytes: [UInt8]) {
        templateName = name
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == TemplateByte.newline {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The 1-based line and byte column of a byte offset.
    func position(of offset: Int) -> TemplatePosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return TemplatePosition(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// An error at a byte offset.
    func error(_ message: String, at offset: Int) -> TemplateError {
        let position = position(of: offset)
        return TemplateError(template: templateName, line: position.line, column: position.column, message: message)
    }

    /// All tokens in source order; text tokens are never adjacent.
    func tokenize() throws(TemplateError) -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var textStart = 0
        var index = 0
        let count = bytes.count
        while index + 1 < count {
            if bytes[index] == TemplateByte.openBrace && bytes[index + 1] == TemplateByte.openBrace {
                if index > textStart { tokens.append(.text(start: textStart, end: index)) }
                let tag = try lexTag(at: index)
                tokens.append(.tag(tag))
                index = tag.end
                textStart = index
            } else {
                index += 1
            }
        }
        if count > textStart { tokens.append(.text(start: textStart, end: count)) }
        return tokens
    }

    /// Lexes the tag whose `{{` is at `start`.
    private func lexTag(at start: Int) throws(TemplateError) -> TemplateTag {
        var cursor = start + 2
        var kind = TemplateTagKind.variable
        var isTriple = false
        if cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "{"): isTriple = true
            case UInt8(ascii: "&"): break
            case UInt8(ascii: "#"): kind = .section
            case UInt8(ascii: "^"): kind = .inverted
            case UInt8(ascii: "/"): kind = .close
            case UInt8(ascii: "!"): kind = .comment
            case UInt8(ascii: ">"): kind = .partial
            case UInt8(ascii: "="):
                throw error("set-delimiter tags ('{{=…=}}') are not supported", at: start)
            case UInt8(ascii: "<"), UInt8(ascii: "$"):
                let sigil = Character(Unicode.Scalar(bytes[cursor]))
                throw error("template inheritance tags ('{{\(sigil)…}}') are not supported", at: start)
            default: cursor -= 1
            }
            cursor += 1
        }
        let closerLength = isTriple ? 3 : 2
        let contentStart = cursor
        guard let contentEnd = findCloser(from: cursor, length: closerLength, acrossLines: kind == .comment) else {
            let closer = isTriple ? "}}}" : "}}"
            let what = kind == .comment ? "comment" : "tag"
            throw error("unclosed \(what): expected '\(closer)'", at: start)
        }
        let end = contentEnd + closerLength
        let position = position(of: start)
        if kind == .comment {
            return TemplateTag(kind: kind, name: "", start: start, end: end, position: position)
        }
        var low = contentStart
        var high = contentEnd
        while low < high && TemplateByte.isPadding(bytes[low]) { low += 1 }
        while high > low && TemplateByte.isPadding(bytes[high - 1]) { high -= 1 }
        let name = String(decoding: bytes[low..<high], as: UTF8.self)
        guard low < high else { throw error("empty tag name", at: start) }
        if bytes[low..<high].contains(where: TemplateByte.isPadding) {
            throw error("invalid tag name '\(name)': names cannot contain whitespace", at: start)
        }
        return TemplateTag(kind: kind, name: name, start: start, end: end, position: position)
    }

    /// The offset of the first run of `length` closing braces at or after `from`, or `nil`
    /// when there is none (before the end of the line, unless `acrossLines`).
    private func findCloser(from: Int, length: Int, acrossLines: Bool) -> Int? {
        var index = from
        while index + length <= bytes.count {
            let byte = bytes[index]
            if byte == TemplateByte.closeBrace {
                var matched = 1
                while matched < length && bytes[index + matched] == TemplateByte.closeBrace { matched += 1 }
                if matched == length { return index }
            } else if byte == TemplateByte.newline && !acrossLines {
                return nil
            }
            index += 1
        }
        return nil
    }
}
