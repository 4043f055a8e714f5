extension JSONValue {
    /// The value as JSON text, deterministic: keys in insertion order, strings escaped per
    /// RFC 8259 (`\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`, other control characters as
    /// `\u00xx`; `/` and non-ASCII written as is).
    ///
    /// Pretty form indents by two spaces, writes `"key": value`, one element per line and
    /// empty containers as `{}`/`[]`; compact form has no whitespace. No trailing newline.
    public func serialized(pretty: Bool = true) -> String {
        var serializer = JSONSerializer(pretty: pretty)
        serializer.write(self, depth: 0)
        return String(decoding: serializer.output, as: UTF8.self)
    }
}

/// Writes `JSONValue`s as UTF-8 JSON text.
struct JSONSerializer {
    /// Whether to indent.
    let pretty: Bool
    /// The text so far.
    private(set) var output: [UInt8] = []

    /// Prepares to write.
    init(pretty: Bool) {
        self.pretty = pretty
        output.reserveCapacity(1024)
    }

    /// Writes a value nested `depth` levels deep.
    mutating func write(_ value: JSONValue, depth: Int) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number): output.append(contentsOf: String(number).utf8)
        case .string(let text): writeString(text)
        case .array(let items):
            guard !items.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            output.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                newline(depth + 1)
                write(item, depth: depth + 1)
            }
            newline(depth)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.fields.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            output.append(UInt8(ascii: "{"))
            for (offset, entry) in object.fields.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                newline(depth + 1)
                writeString(entry.key)
                output.append(UInt8(ascii: ":"))
                if pretty { output.append(UInt8(ascii: " ")) }
                write(entry.value, depth: depth + 1)
            }
            newline(depth)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// In pretty form, a newline and `depth` levels of indentation.
    private mutating func newline(_ depth: Int) {
        guard pretty else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    /// A quoted, escaped string.
    private mutating func writeString(_ text: String) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case 0x00..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
