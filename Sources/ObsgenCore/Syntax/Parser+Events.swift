/// The cases of an `events` bus: `name` or `name(label: Type, ...)`, one per line or
/// separated by `;`. A leading `case` keyword is accepted, as in a Swift enum.
extension SyntaxParser {
    /// Parses one case; nil after an error (already reported and skipped).
    mutating func parseEventCase(bus: String) -> EventCaseDecl? {
        let first = token
        let attributes = parseAttributes()
        if let start = attributes.start {
            error(SyntaxMessages.attributesOnEventCase, SourceRange(start: start, end: previousEnd))
        }
        var doc = attributes.doc ?? token.doc
        if isKeyword(Keywords.caseKeyword) && peek().kind == .identifier {
            advance()
            if doc == nil { doc = token.doc }
        }
        guard token.kind == .identifier else {
            errorExpected(SyntaxMessages.expectedCaseName(bus))
            skipToMemberEnd()
            return nil
        }
        let name = identifier(token)
        advance()
        var parameters: [Parameter] = []
        if token.isPunctuation(ASCII.openParen) {
            guard let list = parseParameterList(owner: "event '\(name.text)'") else { return nil }
            parameters = list
        }
        let eventCase = EventCaseDecl(doc: doc, name: name, parameters: parameters, range: SourceRange(start: first.start, end: previousEnd))
        expectMemberEnd(SyntaxMessages.consecutiveCases)
        return eventCase
    }
}
