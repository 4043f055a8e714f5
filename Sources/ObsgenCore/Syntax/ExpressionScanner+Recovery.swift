/// Where parsing resumes after an error inside the braces of an expression that spans lines
/// (an `if`, `switch` or `do` expression, a closure): past the line of the `}` that closes the
/// outermost brace still open, so that the lines inside are not read as members (nor their
/// `}` as the end of the model).
extension ExpressionScanner {
    /// The offset of the line break after the line on which the braces still open at the
    /// error are all closed, or of the first line that starts a declaration, or the end of the
    /// file; `from` itself when no brace is open. The innermost open construct is taken as
    /// closed by the mismatched bracket at `from` (`{ x ]` is a `{` closed by the wrong byte)
    /// unless that bracket is a `}`, which is counted as it is scanned. Strings are skipped
    /// within a line and `//` comments to its end; brackets other than braces are not counted.
    func recoveryEnd(from: Int) -> Int {
        let open = source[from] == ASCII.closeBrace ? stack[...] : stack.dropLast()
        var depth = open.reduce(0) { count, frame in
            if case .bracket(ASCII.openBrace, _) = frame { return count + 1 }
            return count
        }
        guard depth > 0 else { return from }
        var index = source[from] == ASCII.closeBrace ? from : from + 1
        while index < source.count {
            switch source[index] {
            case ASCII.newline:
                if depth <= 0 || source.lineStartsDeclaration(index + 1) { return index }
            case ASCII.openBrace:
                depth += 1
            case ASCII.closeBrace:
                depth -= 1
            case ASCII.quote:
                index += 1
                while index < source.count, source[index] != ASCII.quote, source[index] != ASCII.newline {
                    index += source[index] == ASCII.backslash ? 2 : 1
                }
                if source[index] == ASCII.newline { continue }
            case ASCII.slash where source[index + 1] == ASCII.slash:
                index = source.endOfLine(from: index)
                continue
            default:
                break
            }
            index += 1
        }
        return source.count
    }
}
