/// Error recovery: skipping to a place where parsing can start again.
extension SyntaxParser {
    /// After an error at top level: skips at least one token, then to the next `model`,
    /// `events`, `import` or attribute that starts a line outside braces, or to just after
    /// the `}` that closes a brace opened while skipping.
    mutating func skipToDeclaration() {
        var depth = 0
        var first = true
        while token.kind != .endOfFile {
            if !first && depth == 0 && token.isFirstOnLine && atDeclarationStart(attributes: true) { return }
            first = false
            if token.isPunctuation(ASCII.openBrace) {
                depth += 1
            } else if token.isPunctuation(ASCII.closeBrace) && depth > 0 {
                depth -= 1
                if depth == 0 {
                    advance()
                    return
                }
            }
            advance()
        }
    }

    /// After an error inside a member: skips to the next newline or `;` outside brackets,
    /// or to the `}` that ends the body, or to a line that starts a new declaration. The
    /// newline, `;` or `}` is not consumed.
    mutating func skipToMemberEnd() {
        var depth = 0
        while token.kind != .endOfFile {
            switch token.kind {
            case .newline, .punctuation(ASCII.semicolon):
                if depth == 0 { return }
            case .punctuation(ASCII.openParen), .punctuation(ASCII.openBracket), .punctuation(ASCII.openBrace):
                depth += 1
            case .punctuation(ASCII.closeParen), .punctuation(ASCII.closeBracket):
                depth = max(0, depth - 1)
            case .punctuation(ASCII.closeBrace):
                if depth == 0 { return }
                depth -= 1
            default:
                if token.isFirstOnLine && atDeclarationStart(attributes: false) { return }
            }
            advance()
        }
    }

    /// After a complete member or case: anything but a newline, `;`, `}` or the end of the
    /// file is an error (then skipped).
    mutating func expectMemberEnd(_ message: String) {
        guard !token.endsMember else { return }
        error(message, token.range)
        skipToMemberEnd()
    }
}
