/// Constructs that SPEC §6 makes valid but this version of obsgen does not build yet:
/// access modifiers (`private`, `private(set)`, ...) and `weak` before a member, the
/// `@ignored` attribute, and a conformance list or superclass after a model's name. Each is
/// reported once, precisely, at its own position, and then skipped, so the rest of the
/// member or model is still parsed and checked. The work that implements them replaces
/// the functions of this file; `var` before a member is accepted already (it means nothing).
extension SyntaxParser {
    /// Consumes the modifiers before a member: `var` (accepted, SPEC §6) and the access and
    /// `weak` modifiers, whose errors are returned rather than reported (the caller drops
    /// them when the member is an error of its own, such as `private func`).
    mutating func parseMemberModifiers() -> [SyntaxIssue] {
        var issues: [SyntaxIssue] = []
        while token.kind == .identifier, !token.isBackticked {
            let next = peek()
            guard next.kind == .identifier || next.isPunctuation(ASCII.openParen) else { break }
            if isKeyword(Keywords.varKeyword) && next.kind == .identifier {
                advance()
            } else if Keywords.accessModifiers.contains(where: { isKeyword($0) }) {
                issues.append(parseAccessModifier())
            } else if isKeyword(Keywords.weak) && next.kind == .identifier {
                issues.append(SyntaxIssue(message: SyntaxMessages.weakMember, range: token.range, notes: [DiagnosticNote(SyntaxMessages.weakInstead)]))
                advance()
            } else {
                break
            }
        }
        return issues
    }

    /// `private` or `private(set)`, the current token being the access word.
    private mutating func parseAccessModifier() -> SyntaxIssue {
        let word = token
        var spelling = source.string(word.nameStart, word.nameEnd)
        var end = word.end
        advance()
        if token.isPunctuation(ASCII.openParen) {
            var copy = lexer
            let inner = copy.next()
            let close = copy.next()
            if isKeyword(Keywords.setKeyword, inner) && close.isPunctuation(ASCII.closeParen) {
                spelling += "(set)"
                end = close.end
                advance()
                advance()
                advance()
            }
        }
        let note = DiagnosticNote(SyntaxMessages.accessFollowsOption)
        return SyntaxIssue(message: SyntaxMessages.accessModifier(spelling), range: SourceRange(start: word.start, end: end), notes: [note])
    }

    /// The error for an attribute that is not supported yet (`@ignored`), or nil.
    func notYetSupportedAttribute(_ name: String, _ range: SourceRange) -> SyntaxIssue? {
        guard name == Keywords.ignored else { return nil }
        return SyntaxIssue(message: SyntaxMessages.ignoredAttribute, range: range, notes: [DiagnosticNote(SyntaxMessages.ignoredInstead)])
    }

    /// `model X: Base` or `model X: A, B`, the current token being the `:`: reports the list
    /// (a superclass and a conformance look the same) at its first name and skips it up to
    /// the `{` or the end of the line.
    mutating func reportInheritanceClause(_ model: Identifier) {
        let colon = token
        advance()
        let listStart = token.kind == .newline || token.kind == .endOfFile ? colon.end : token.start
        var listEnd = colon.end
        while token.kind != .newline && token.kind != .endOfFile && !token.isPunctuation(ASCII.openBrace) {
            listEnd = token.end
            advance()
        }
        let list = listEnd > listStart ? source.string(listStart, listEnd) : "SomeProtocol"
        let notes = [
            DiagnosticNote(SyntaxMessages.composeInstead),
            DiagnosticNote(SyntaxMessages.conformInExtension(model.text, list)),
        ]
        error(SyntaxMessages.inheritance(model.text), SourceRange(start: listStart, end: max(listStart, listEnd)), notes: notes)
    }
}
