/// Cuts the fragment of one member out of a generated file, for the snippet tests
/// (`Fixtures/Snippets`). The input names the member on its first line,
/// `// snippet: <Model>.<member>`, and the fragment is, in file order:
///
/// 1. the model's class: its attribute lines (`@available`, `@MainActor`, …) and its
///    declaration line, through the line before `    // MARK: Notification` (the `Change`
///    enum, the member's declaration and accessors, the init, `observe…`/`removeAll…`);
/// 2. from the notification section, each function at member indentation, through its
///    closing `    }`, whose name starts with `_obsgen` and ends with the member's name
///    capitalised (`_obsgenDidSetCount`, `_obsgenLinkParts`, `_obsgenReceiveParts`), or
///    whose text uses the member's observers or cache (`_obsgen_<member>`,
///    `_obsgenLast_<member>`: the dependency's `_obsgenDidSet…` that recomputes a derived
///    value);
/// 3. the `protocol <Model>Protocol` declaration through its closing `}`.
///
/// The runtime and the shared helpers of the notification section (the table, parents)
/// are not part of it, so changing them leaves every snippet alone. A marker that is not
/// found throws: a fragment is never silently empty.
enum SnippetCutter {
    /// Why a fragment could not be cut.
    struct Failure: Error, CustomStringConvertible {
        /// What was missing.
        var description: String
    }

    /// The model and member named by the input's first line.
    static func subject(ofInput text: String) throws -> (model: String, member: String) {
        let first = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let prefix = "// snippet: "
        guard first.hasPrefix(prefix) else {
            throw Failure(description: "the first line must be `\(prefix)<Model>.<member>`, found `\(first)`")
        }
        let parts = first.dropFirst(prefix.count).split(separator: ".")
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw Failure(description: "`\(first)` does not name `<Model>.<member>`")
        }
        return (String(parts[0]), String(parts[1]))
    }

    /// The fragment of `member` of `model` in the generated `text`, ending with a newline.
    static func fragment(of text: String, model: String, member: String) throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let classLine = lines.firstIndex(where: { isClassDeclaration($0, model) }) else {
            throw Failure(description: "no `class \(model)` declaration in the generated file")
        }
        var start = classLine
        while start > 0, lines[start - 1].hasPrefix("@") { start -= 1 }
        guard let mark = lines[classLine...].firstIndex(where: { $0.hasPrefix("    // MARK: Notification") }) else {
            throw Failure(description: "no `// MARK: Notification` line after `class \(model)`")
        }
        guard let classEnd = lines[mark...].firstIndex(of: "}") else {
            throw Failure(description: "no closing `}` of `class \(model)`")
        }
        var fragment = Array(lines[start..<mark])

        let suffix = member.prefix(1).uppercased() + member.dropFirst()
        var index = mark
        while index < classEnd {
            if let name = functionName(lines[index]), name.hasPrefix("_obsgen"),
               let end = lines[index..<classEnd].firstIndex(of: "    }"),
               name.hasSuffix(suffix) || lines[index...end].contains(where: { usesStorage($0, member) }) {
                if fragment.last != "" { fragment.append("") }
                fragment += lines[index...end]
                index = end + 1
            } else {
                index += 1
            }
        }

        guard let protocolLine = lines.firstIndex(where: { $0.contains("protocol \(model)Protocol") }),
              let protocolEnd = lines[protocolLine...].firstIndex(of: "}") else {
            throw Failure(description: "no `protocol \(model)Protocol` declaration in the generated file")
        }
        guard fragment.contains(where: { $0.contains(member) }) else {
            throw Failure(description: "`\(member)` does not occur in `class \(model)`")
        }
        if fragment.last != "" { fragment.append("") }
        fragment += lines[protocolLine...protocolEnd]
        return fragment.joined(separator: "\n") + "\n"
    }

    /// Whether `line` declares the class `model`.
    private static func isClassDeclaration(_ line: String, _ model: String) -> Bool {
        guard !line.hasPrefix(" "), let range = line.range(of: "class \(model)") else { return false }
        let after = line[range.upperBound...].first
        return after == ":" || after == " " || after == "<" || after == "{"
    }

    /// Whether `line` uses the member's observers or cached value in the table.
    private static func usesStorage(_ line: String, _ member: String) -> Bool {
        line.contains("_obsgen_\(member)") || line.contains("_obsgenLast_\(member)")
    }

    /// The name of a function declared at member indentation (four spaces) on `line`.
    private static func functionName(_ line: String) -> String? {
        guard line.hasPrefix("    "), !line.hasPrefix("     "), let range = line.range(of: "func ") else { return nil }
        let rest = line[range.upperBound...]
        return String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
}
