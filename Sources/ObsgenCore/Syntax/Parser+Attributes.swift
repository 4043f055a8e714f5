/// Attributes (`@MainActor`, `@locked`, `@distinct`) as written before a declaration or a
/// member, with the doc comment and start offset of the first one.
struct ParsedAttributes {
    /// Known attributes in source order.
    var list: [Attribute] = []
    /// The doc comment before the first attribute.
    var doc: DocComment?
    /// Offset of the first `@`, if any.
    var start: Int?
    /// Where `@ignored` is written (a member modifier).
    var ignored: [SourceRange] = []
}

extension SyntaxParser {
    /// Parses `@name` attributes (and the line breaks between them and what they apply
    /// to). Unknown names are reported and skipped; where a known one is allowed is the
    /// Checker's business.
    mutating func parseAttributes() -> ParsedAttributes {
        var parsed = ParsedAttributes()
        while token.isPunctuation(ASCII.at) {
            let at = token
            if parsed.start == nil {
                parsed.start = at.start
                parsed.doc = at.doc
            }
            advance()
            guard token.kind == .identifier, token.start == at.end else {
                error(SyntaxMessages.expectedAttributeName, at.range)
                break
            }
            let name = source.string(token.nameStart, token.nameEnd)
            let range = SourceRange(start: at.start, end: token.end)
            advance()
            if let kind = AttributeKind(rawValue: name) {
                var attribute = Attribute(kind: kind, range: range)
                if kind == .persisted && token.isPunctuation(ASCII.openParen) && token.start == range.end {
                    attribute.argument = parseAttributeArgument(name)
                    attribute.range.end = previousEnd
                }
                parsed.list.append(attribute)
            } else if name == Keywords.ignored {
                parsed.ignored.append(range)
            } else {
                error(SyntaxMessages.unknownAttribute(name), range, notes: [DiagnosticNote(SyntaxMessages.knownAttributes)])
            }
            skipNewlines()
        }
        return parsed
    }

    /// `("key")` after an attribute's name, the current token being the `(`: a plain string
    /// literal (no escapes, no interpolation, one line). Nil after an error (reported), with
    /// the argument skipped to its `)` on the same line.
    private mutating func parseAttributeArgument(_ name: String) -> AttributeArgument? {
        let open = token
        advance()
        var argument: AttributeArgument?
        if token.kind == .string {
            let text = source.string(token.start, token.end)
            if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\""), !text.contains("\\") {
                argument = AttributeArgument(text: String(text.dropFirst().dropLast()), range: token.range)
            } else {
                error(SyntaxMessages.plainStringArgument(name), token.range)
            }
            advance()
        } else {
            error(SyntaxMessages.expectedStringArgument(name), token.endsMember ? SourceRange(at: open.end) : token.range)
        }
        guard token.isPunctuation(ASCII.closeParen) else {
            if argument != nil { errorExpected(SyntaxMessages.expectedCloseParenAfterArgument(name)) }
            while !token.endsMember && !token.isPunctuation(ASCII.closeParen) { advance() }
            if token.isPunctuation(ASCII.closeParen) { advance() }
            return nil
        }
        advance()
        return argument
    }
}
