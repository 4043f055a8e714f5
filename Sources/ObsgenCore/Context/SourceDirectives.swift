/// The spellings of the `#sourceLocation` directives around the Swift text a user wrote
/// (docs/generated-api.md): each directive names the `.obs` line of the generated line after it, so a
/// directive placed before a doc comment names the line that many lines above the
/// declaration (a directive between a doc comment and its declaration would detach the doc).
enum SourceDirectives {
    /// `path` as the contents of a Swift string literal.
    static func literal(_ path: String) -> String {
        var text = ""
        for character in path {
            switch character {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default: text.append(character)
            }
        }
        return text
    }

    /// A directive's line for a declaration at `line` preceded by `docLines` comment lines,
    /// or `false` when there is none (line unknown, or before the file's first line).
    static func line(_ line: Int, docLines: Int) -> ContextValue {
        line - docLines >= 1 && line > 0 ? .int(line - docLines) : .bool(false)
    }

    /// The directive's line when it must stand between the doc comment and the declaration
    /// at `line`: the declaration is on one of the file's first lines, so a directive before
    /// its `docLines` would name a line before the first (which Swift rejects). The doc
    /// comment is then detached from the declaration (a reader still sees it); else `false`.
    static func lineAfterDoc(_ line: Int, docLines: Int) -> ContextValue {
        line > 0 && line - docLines < 1 ? .int(line) : .bool(false)
    }

    /// The memberwise init's parameters, each on the line of its member in the `.obs` file
    /// counted from the first one (members on one line kept on one line), aligned after
    /// `init(`, so that one directive before the init (see `initLine`) puts every type and
    /// default on its own `.obs` line. A directive cannot stand inside a parameter list, so
    /// the `.obs` lines between two parameters are kept as comments: a `///` line as `//`
    /// (the member's documentation above its parameter), another line as `// ` and its text
    /// (a member that is no parameter, an event), a blank line as a blank line. A default
    /// that starts on a later line than its type starts on that line, at its `.obs` column.
    static func initParameterList(_ parameters: [MemberPlan], indent: Int, source: SourceFile?) -> String {
        let pad = String(repeating: " ", count: indent)
        var text = ""
        var line = 0
        for (position, parameter) in parameters.enumerated() {
            let start = parameter.lines.declaration
            if position == 0 {
                line = start
            } else if start > line {
                text += ","
                for between in (line + 1)..<start {
                    text += "\n" + gapComment(source?.lineText(between) ?? "", pad: pad)
                }
                text += "\n" + pad
                line = start
            } else {
                text += ", "
            }
            text += parameter.swiftName + ": " + parameter.type
            guard let value = parameter.initDefault else { continue }
            if let expression = parameter.lines.expression, expression.line > line {
                text += " =" + String(repeating: "\n", count: expression.line - line)
                text += String(repeating: " ", count: max(0, expression.column - 1))
                line = expression.line
            } else {
                text += " = "
            }
            text += value
            line += value.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        return text
    }

    /// A line of the `.obs` file between two init parameters, as a comment line (or blank).
    private static func gapComment(_ line: String, pad: String) -> String {
        var text = Substring(line)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        if text.isEmpty { return "" }
        if text.hasPrefix("///") { return pad + "//" + text.dropFirst(3) }
        return pad + "// " + text
    }

    /// The line of the directive before the memberwise init's doc line, or `false`.
    static func initLine(_ parameters: [MemberPlan]) -> ContextValue {
        guard let first = parameters.first else { return .bool(false) }
        return line(first.lines.declaration, docLines: 1)
    }

    /// The line of the directive between the init's doc line and `init(`, when the first
    /// parameter is on the file's first line (see `lineAfterDoc`), or `false`.
    static func initLineAfterDoc(_ parameters: [MemberPlan]) -> ContextValue {
        guard let first = parameters.first else { return .bool(false) }
        return lineAfterDoc(first.lines.declaration, docLines: 1)
    }

    /// The spaces before a derived expression alone on its line, so that it starts at its
    /// `.obs` column (at least the getter body's indentation, 8).
    static func expressionIndent(_ member: MemberPlan) -> String {
        String(repeating: " ", count: max(8, (member.lines.expression?.column ?? 1) - 1))
    }
}
