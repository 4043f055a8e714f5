import ObsgenCore

/// Prints the template context for `--dump-context`: pretty JSON, two-space indentation,
/// object keys in the context's own order, ending with a newline.
///
/// Temporary: `JSONValue.serialized()` is planned in ObsgenCore; once it exists this type
/// should call it so that there is a single serializer.
enum ContextPrinter {
    /// The JSON text of a value, or `null` when there is none.
    static func text(of value: JSONValue?) -> String {
        var output = ""
        write(value ?? .null, indent: "", into: &output)
        return output + "\n"
    }

    private static func write(_ value: JSONValue, indent: String, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .string(let text): output += quoted(text)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += indent + "  "
                write(item, indent: indent + "  ", into: &output)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let object):
            guard !object.entries.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, entry) in object.entries.enumerated() {
                output += indent + "  " + quoted(entry.key) + ": "
                write(entry.value, indent: indent + "  ", into: &output)
                output += index == object.entries.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
