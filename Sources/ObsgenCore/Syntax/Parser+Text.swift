/// Verbatim type and expression text, and parameter lists.
extension SyntaxParser {
    /// A default value: present or not.
    struct OptionalDefault {
        /// The expression, if `=` was written.
        var expression: ExpressionText?
    }

    /// The type text after the current `:`. Reports a missing type when `name` is given
    /// (`expected a type after 'x:'`); returns an empty type otherwise. Nil after an error.
    mutating func parseTypeText(after name: String?, context: TypeTextScanner.Context) -> TypeText? {
        let colonEnd = token.end
        let scanned = TypeTextScanner.scan(source, from: colonEnd, context: context)
        for issue in scanned.issues { collector.add(issue) }
        if scanned.hitUnterminatedEOF { hitUnterminatedEOF = true }
        resume(at: scanned.resume, textEnd: scanned.isEmpty ? colonEnd : scanned.textEnd)
        if scanned.failed {
            skipToMemberEnd()
            return nil
        }
        if scanned.isEmpty, let name {
            errorExpected(SyntaxMessages.expectedType(after: name))
            skipToMemberEnd()
            return nil
        }
        return TypeText(source.string(scanned.textStart, scanned.textEnd), range: scanned.range)
    }

    /// `= expression` if the current token is `=`; nil after an error.
    mutating func parseOptionalDefault() -> OptionalDefault? {
        guard token.isPunctuation(ASCII.equals) else { return OptionalDefault(expression: nil) }
        let equalsEnd = token.end
        let scanned = ExpressionScanner.scan(source, from: equalsEnd)
        for issue in scanned.issues { collector.add(issue) }
        if scanned.hitUnterminatedEOF { hitUnterminatedEOF = true }
        resume(at: scanned.resume, textEnd: scanned.isEmpty ? equalsEnd : scanned.textEnd)
        if scanned.failed {
            skipToMemberEnd()
            return nil
        }
        if scanned.isEmpty {
            errorExpected(SyntaxMessages.expectedExpression, sameLineOnly: true)
            skipToMemberEnd()
            return nil
        }
        let text = source.string(scanned.textStart, scanned.textEnd)
        return OptionalDefault(expression: ExpressionText(text, range: scanned.range, references: scanned.references))
    }

    /// `(label: Type, ...)`, the current token being `(`. Line breaks are allowed after
    /// `(` and `,` and before `)` or `,`. Nil after an error (reported and skipped).
    mutating func parseParameterList(owner: String) -> [Parameter]? {
        advance()
        skipNewlines()
        var parameters: [Parameter] = []
        while true {
            if token.isPunctuation(ASCII.closeParen) {
                advance()
                return parameters
            }
            guard token.kind == .identifier else {
                errorExpected(SyntaxMessages.expectedParameterName(owner))
                skipToMemberEnd()
                return nil
            }
            let label = identifier(token)
            advance()
            guard token.isPunctuation(ASCII.colon) else {
                let unlabeled = token.isPunctuation(ASCII.comma) || token.isPunctuation(ASCII.closeParen)
                if unlabeled {
                    error(SyntaxMessages.parameterNeedsLabel, label.range)
                } else {
                    errorExpected(SyntaxMessages.expectedColon(afterParameter: label.text))
                }
                skipToMemberEnd()
                return nil
            }
            guard let type = parseTypeText(after: label.text, context: .parameter) else { return nil }
            parameters.append(Parameter(name: label, type: type))
            skipNewlinesBefore(ASCII.comma, ASCII.closeParen)
            if token.isPunctuation(ASCII.comma) {
                advance()
                skipNewlines()
            } else if !token.isPunctuation(ASCII.closeParen) {
                errorExpected(SyntaxMessages.expectedCommaOrParen(owner))
                skipToMemberEnd()
                return nil
            }
        }
    }

    /// Skips line breaks only when one of `bytes` follows them.
    private mutating func skipNewlinesBefore(_ bytes: UInt8...) {
        guard token.kind == .newline else { return }
        var copy = lexer
        var next = copy.next()
        while next.kind == .newline { next = copy.next() }
        guard bytes.contains(where: { next.isPunctuation($0) }) else { return }
        skipNewlines()
    }
}
