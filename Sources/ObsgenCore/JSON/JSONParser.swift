extension JSONValue {
    /// Parses JSON text strictly (RFC 8259), keeping object keys in order.
    ///
    /// Numbers must be integers that fit `Int`: fractions and exponents are rejected, since
    /// obsgen contexts hold none. Duplicate keys, nesting deeper than
    /// `JSONParser.maximumDepth` and anything after the value are errors too.
    public init(parsing text: String) throws(JSONParseError) {
        var parser = JSONParser(bytes: Array(text.utf8))
        self = try parser.parseDocument()
    }
}

/// A strict recursive-descent JSON parser over UTF-8 bytes.
struct JSONParser {
    /// The deepest allowed nesting of arrays and objects.
    static let maximumDepth = 512

    /// The input.
    private let bytes: [UInt8]
    /// The next byte to read.
    private var cursor = 0

    /// Prepares to parse.
    init(bytes: [UInt8]) { self.bytes = bytes }

    /// One value, surrounded by optional whitespace only.
    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if cursor < bytes.count { throw error("unexpected \(describe(at: cursor)) after the value") }
        return value
    }

    private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        guard cursor < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[cursor] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .int(try parseInteger())
        default: throw error("unexpected \(describe(at: cursor)), expected a value")
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        try checkDepth(depth)
        cursor += 1
        var object = JSONObject()
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return .object(object) }
        while true {
            skipWhitespace()
            let keyStart = cursor
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describe(at: cursor)), expected a string key")
            }
            let key = try parseString()
            if object[key] != nil { throw error("duplicate key '\(key)'", at: keyStart) }
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw error("unexpected \(describe(at: cursor)), expected ':'") }
            object[key] = try parseValue(depth: depth)
            skipWhitespace()
            if consume(UInt8(ascii: "}")) { return .object(object) }
            guard consume(UInt8(ascii: ",")) else { throw error("unexpected \(describe(at: cursor)), expected ',' or '}'") }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        try checkDepth(depth)
        cursor += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return .array(items) }
        while true {
            items.append(try parseValue(depth: depth))
            skipWhitespace()
            if consume(UInt8(ascii: "]")) { return .array(items) }
            guard consume(UInt8(ascii: ",")) else { throw error("unexpected \(describe(at: cursor)), expected ',' or ']'") }
        }
    }

    private mutating func parseInteger() throws(JSONParseError) -> Int {
        let start = cursor
        let negative = consume(UInt8(ascii: "-"))
        let digitsStart = cursor
        while cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]) { cursor += 1 }
        guard cursor > digitsStart else { throw error("expected a digit after '-'") }
        if bytes[digitsStart] == UInt8(ascii: "0") && cursor - digitsStart > 1 {
            throw error("numbers cannot have leading zeros", at: start)
        }
        if cursor < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[cursor]) {
            throw error("only integers are supported: fractions and exponents are not", at: start)
        }
        var value = 0
        for byte in bytes[digitsStart..<cursor] {
            let digit = Int(byte - UInt8(ascii: "0"))
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if overflow1 || overflow2 { throw error("integer out of range", at: start) }
            value = next
        }
        return value
    }

    /// A string; the cursor is on its opening quote.
    private mutating func parseString() throws(JSONParseError) -> String {
        let start = cursor
        cursor += 1
        var utf8: [UInt8] = []
        while true {
            guard cursor < bytes.count else { throw error("unterminated string", at: start) }
            let byte = bytes[cursor]
            switch byte {
            case UInt8(ascii: "\""):
                cursor += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &utf8)
            case 0x00..<0x20:
                throw error("control character U+00\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true)) must be escaped in a string")
            default:
                utf8.append(byte)
                cursor += 1
            }
        }
    }

    /// An escape sequence; the cursor is on its backslash.
    private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONParseError) {
        let start = cursor
        cursor += 1
        guard cursor < bytes.count else { throw error("unterminated string") }
        let letter = bytes[cursor]
        cursor += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(letter)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4(escapeStart: start)
            if (0xD800..<0xDC00).contains(scalar) {
                guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "\\"), bytes[cursor + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate in \\u escape", at: start)
                }
                cursor += 2
                let low = try parseHex4(escapeStart: start)
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape", at: start) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw error("unpaired surrogate in \\u escape", at: start)
            }
            guard let value = Unicode.Scalar(scalar) else { throw error("invalid \\u escape", at: start) }
            utf8.append(contentsOf: String(Character(value)).utf8)
        default:
            throw error("invalid escape '\\\(Character(Unicode.Scalar(letter)))'", at: start)
        }
    }

    /// Four hex digits of a `\u` escape.
    private mutating func parseHex4(escapeStart: Int) throws(JSONParseError) -> UInt32 {
        guard cursor + 4 <= bytes.count else { throw error("invalid \\u escape: expected 4 hex digits", at: escapeStart) }
        var value: UInt32 = 0
        for byte in bytes[cursor..<cursor + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid \\u escape: expected 4 hex digits", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
        }
        cursor += 4
        return value
    }

    private mutating func expectWord(_ word: String) throws(JSONParseError) {
        let start = cursor
        for expected in word.utf8 {
            guard cursor < bytes.count, bytes[cursor] == expected else {
                throw error("unexpected \(describe(at: start)), expected a value", at: start)
            }
            cursor += 1
        }
    }

    private mutating func checkDepth(_ depth: Int) throws(JSONParseError) {
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func skipWhitespace() {
        while cursor < bytes.count {
            switch bytes[cursor] {
            case 0x20, 0x09, 0x0A, 0x0D: cursor += 1
            default: return
            }
        }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard cursor < bytes.count, bytes[cursor] == byte else { return false }
        cursor += 1
        return true
    }

    /// `'x'` for the character at an offset, or `end of input`.
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        var end = offset + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
    }

    /// An error at an offset (the cursor by default), with its line and byte column.
    private func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
        let target = min(offset ?? cursor, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<target where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return JSONParseError(line: line, column: target - lineStart + 1, message: message)
    }
}
