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
            if let kind = AttributeKind(rawValue: name) {
                parsed.list.append(Attribute(kind: kind, range: range))
            } else if name == Keywords.ignored {
                parsed.ignored.append(range)
            } else {
                error(SyntaxMessages.unknownAttribute(name), range, notes: [DiagnosticNote(SyntaxMessages.knownAttributes)])
            }
            advance()
            skipNewlines()
        }
        return parsed
    }
}
