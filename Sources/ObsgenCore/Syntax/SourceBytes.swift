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

/// ASCII byte constants and classes.
enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let backslash = UInt8(ascii: "\\")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let backtick = UInt8(ascii: "`")
    static let dollar = UInt8(ascii: "$")
    static let dot = UInt8(ascii: ".")
    static let underscore = UInt8(ascii: "_")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let equals = UInt8(ascii: "=")
    static let semicolon = UInt8(ascii: ";")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let question = UInt8(ascii: "?")
    static let at = UInt8(ascii: "@")

    /// Space, tab, carriage return, vertical tab or form feed (not a newline).
    @inline(__always)
    static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == carriageReturn || byte == verticalTab || byte == formFeed
    }

    /// `0`...`9`.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// `A`...`Z`, `a`...`z` or `_`.
    @inline(__always)
    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == underscore
    }

    /// An identifier head or a digit.
    @inline(__always)
    static func isIdentifierContinue(_ byte: UInt8) -> Bool { isIdentifierHead(byte) || isDigit(byte) }

    /// The opening bracket matching a closing one.
    static func opener(of closer: UInt8) -> UInt8 {
        switch closer {
        case closeParen: return openParen
        case closeBracket: return openBracket
        case closeBrace: return openBrace
        default: return less
        }
    }
}

/// Keyword spellings compared byte-wise.
enum Keywords {
    static let model = Array("model".utf8)
    static let events = Array("events".utf8)
    static let importKeyword = Array("import".utf8)
    static let letKeyword = Array("let".utf8)
    static let child = Array("child".utf8)
    static let children = Array("children".utf8)
    static let derived = Array("derived".utf8)
    static let event = Array("event".utf8)
    static let caseKeyword = Array("case".utf8)
    static let selfKeyword = Array("self".utf8)
    /// Words that start a top-level declaration.
    static let declarationStarters = [model, events, importKeyword]
}
