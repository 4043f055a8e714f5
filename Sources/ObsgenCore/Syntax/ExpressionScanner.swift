/// Takes Swift expression text verbatim after a `=`: to the end of the line, continuing
/// across lines while a `( [ {` is open, onto the next line when the `=` ends its line, and
/// onto lines that start with `.` (see `continuesAfter(newline:)`), and ending early at `;`,
/// at an unbalanced `}` or at a `{ didSet` / `{ willSet` block at depth 0. String literals (escapes, `\( )` interpolation, `"""` multi-line, `#"…"#`
/// raw) are skipped as units and comments are ignored; every identifier outside them is
/// recorded as a reference. An explicit stack replaces recursion, so nesting costs no
/// call depth and is capped by `Limits.maxNestingDepth`.
struct ExpressionScanner {
    /// An open construct.
    enum Frame {
        /// `(`, `[` or `{` at an offset.
        case bracket(UInt8, Int)
        /// `\(` inside a string; the offset of its `(`.
        case interpolation(Int)
        /// A string literal opened at an offset.
        case string(start: Int, multiline: Bool, hashes: Int)
    }

    /// What the previous significant token was, for `afterDot`.
    enum Previous {
        case other
        case selfWord
        case memberDot(afterSelf: Bool)
    }

    /// The file.
    let source: SourceBytes
    /// Current offset.
    var pos: Int
    /// True to scan one string literal and stop (the lexer's string tokens).
    let literalOnly: Bool
    /// Open constructs, innermost last.
    var stack: [Frame] = []
    /// What was found.
    var result: ScannedText
    /// The previous significant token.
    var previous = Previous.other

    /// Makes a scanner starting at `start`.
    init(source: SourceBytes, start: Int, literalOnly: Bool = false) {
        self.source = source
        self.pos = start
        self.literalOnly = literalOnly
        self.result = ScannedText(at: start)
    }

    /// Scans the expression text starting at `start`.
    static func scan(_ source: SourceBytes, from start: Int) -> ScannedText {
        var scanner = ExpressionScanner(source: source, start: start)
        return scanner.run()
    }

    /// True when a string literal (`"`, or `#`s then `"`) starts at `offset`.
    static func startsStringLiteral(_ source: SourceBytes, at offset: Int) -> Bool {
        var index = offset
        while source[index] == ASCII.hash { index += 1 }
        return source[index] == ASCII.quote && index < source.count
    }

    /// Runs to the end of the text.
    mutating func run() -> ScannedText {
        if literalOnly { _ = openString() }
        while !(literalOnly && stack.isEmpty) {
            let keepGoing: Bool
            if case .string(let start, let multiline, let hashes)? = stack.last {
                keepGoing = scanStringBody(start: start, multiline: multiline, hashes: hashes)
            } else {
                keepGoing = stepCode()
            }
            if !keepGoing { break }
        }
        result.resume = pos
        return result
    }

    /// One step in code: returns false when the expression ends here (or failed).
    private mutating func stepCode() -> Bool {
        guard pos < source.count else {
            reportUnclosed(atEOF: true)
            return false
        }
        let byte = source[pos]
        switch byte {
        case ASCII.space, ASCII.tab, ASCII.carriageReturn, ASCII.verticalTab, ASCII.formFeed:
            pos += 1
        case ASCII.newline:
            if stack.isEmpty {
                guard continuesAfter(newline: pos) else { return false }
                pos += 1
                return true
            }
            if source.lineStartsDeclaration(pos + 1) {
                reportUnclosed(atEOF: false)
                return false
            }
            pos += 1
        case ASCII.slash where source[pos + 1] == ASCII.slash:
            pos = source.endOfLine(from: pos)
        case ASCII.slash where source[pos + 1] == ASCII.star:
            guard let end = CommentScanner.blockCommentEnd(source, from: pos) else {
                result.fail(SyntaxMessages.unterminatedComment, SourceRange(start: pos, end: pos + 2), atEOF: true)
                pos = source.count
                return false
            }
            pos = end
        case ASCII.semicolon where stack.isEmpty:
            return false
        case ASCII.openBrace where stack.isEmpty && opensObserverBlock(pos):
            return false  // `= 0 { didSet … }`: the parser reports the block
        case ASCII.openParen, ASCII.openBracket, ASCII.openBrace:
            guard push(.bracket(byte, pos), at: pos) else { return false }
            significant(pos + 1)
        case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
            return close(byte)
        case ASCII.quote:
            return openString()
        case ASCII.hash:
            if Self.startsStringLiteral(source, at: pos) { return openString() }
            // `#if`, `#selector`: a directive, not a reference.
            let after = pos + 1
            significant(source.identifierHeadLength(at: after) > 0 ? source.identifierEnd(from: after) : after)
        case ASCII.backtick:
            let nameStart = pos + 1
            let nameEnd = source.identifierHeadLength(at: nameStart) > 0 ? source.identifierEnd(from: nameStart) : nameStart
            if nameEnd > nameStart && source[nameEnd] == ASCII.backtick {
                reference(start: pos, nameStart: nameStart, nameEnd: nameEnd, end: nameEnd + 1)
            } else {
                significant(pos + 1)
            }
        case ASCII.dollar where ASCII.isIdentifierContinue(source[pos + 1]) || source.identifierHeadLength(at: pos + 1) > 0:
            let end = source.identifierEnd(from: pos + 1)
            reference(start: pos, nameStart: pos, nameEnd: end, end: end)
        case ASCII.dot:
            let isMemberDot = source[pos - 1] != ASCII.dot && source[pos + 1] != ASCII.dot
            let afterSelf: Bool
            if case .selfWord = previous { afterSelf = true } else { afterSelf = false }
            result.mark(pos, pos + 1)
            pos += 1
            previous = isMemberDot ? .memberDot(afterSelf: afterSelf) : .other
        case _ where ASCII.isDigit(byte):
            significant(numberEnd(from: pos))
        default:
            if source.identifierHeadLength(at: pos) > 0 {
                let end = source.identifierEnd(from: pos)
                reference(start: pos, nameStart: pos, nameEnd: end, end: end)
            } else {
                significant(pos + source.scalarLength(at: pos))
            }
        }
        return true
    }

    /// Marks `pos..<end` as text that is neither a reference nor a member dot.
    @inline(__always)
    private mutating func significant(_ end: Int) {
        result.mark(pos, end)
        pos = end
        previous = .other
    }

    /// Records an identifier spanning `start..<end`, named by `nameStart..<nameEnd`; a
    /// statement keyword of an `if`, `switch` or `do` expression written without backticks
    /// and not after a `.` is no reference (a member may be named `` `default` ``).
    private mutating func reference(start: Int, nameStart: Int, nameEnd: Int, end: Int) {
        if nameEnd - nameStart > Limits.maxIdentifierLength {
            result.issues.append(SyntaxIssue(message: SyntaxMessages.identifierTooLong, range: SourceRange(start: start, end: end)))
        }
        let afterDot: Bool
        if case .memberDot(let afterSelf) = previous {
            afterDot = !afterSelf
        } else {
            afterDot = false
            if start == nameStart && Keywords.isStatementKeyword(source, nameStart, nameEnd) {
                significant(end)
                return
            }
        }
        let name = Identifier(source.string(nameStart, nameEnd), range: SourceRange(start: start, end: end))
        result.references.append(ExpressionReference(name: name, afterDot: afterDot))
        let isSelf = start == nameStart && nameEnd - nameStart == 4 && source.matches(Keywords.selfKeyword, at: nameStart)
        result.mark(start, end)
        pos = end
        previous = isSelf ? .selfWord : .other
    }

    /// The end of the number literal starting at `start` (digits, letters, `_`, a `.`
    /// followed by a digit, and an exponent sign).
    private func numberEnd(from start: Int) -> Int {
        var index = start + 1
        while index < source.count {
            let byte = source[index]
            if ASCII.isIdentifierContinue(byte) {
                index += 1
            } else if byte == ASCII.dot && ASCII.isDigit(source[index + 1]) {
                index += 2
            } else if byte == ASCII.plus || byte == ASCII.minus, "eEpP".utf8.contains(source[index - 1]) {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// Opens a frame, or fails with the nesting error and skips to the end of the line.
    mutating func push(_ frame: Frame, at offset: Int) -> Bool {
        guard stack.count < Limits.maxNestingDepth else {
            result.fail(SyntaxMessages.nestingTooDeep, SourceRange(start: offset, end: offset + 1))
            pos = source.endOfLine(from: offset)
            return false
        }
        stack.append(frame)
        return true
    }

    /// Handles a closing bracket in code.
    private mutating func close(_ byte: UInt8) -> Bool {
        guard let top = stack.last else {
            if byte == ASCII.closeBrace { return false }  // the end of a one-line model
            result.fail(SyntaxMessages.unbalancedInExpression(byte), SourceRange(start: pos, end: pos + 1))
            return false
        }
        let (opener, offset, openerText): (UInt8, Int, String)
        switch top {
        case .bracket(let open, let at): (opener, offset, openerText) = (open, at, SyntaxMessages.char(open))
        case .interpolation(let at): (opener, offset, openerText) = (ASCII.openParen, at, "\\(")
        case .string: return false  // not reached: strings are scanned by `scanStringBody`
        }
        guard opener == ASCII.opener(of: byte) else {
            if byte == ASCII.closeBrace {
                // The `}` of a brace still open in the expression (an `if`, a closure), or else
                // most likely the `}` of the model: the open bracket was forgotten.
                reportUnclosed(atEOF: false)
                pos = recoveryEnd(from: pos)
                return false
            }
            let note = DiagnosticNote(SyntaxMessages.openedHere(openerText), range: SourceRange(start: offset, end: offset + 1))
            let expected = TypeTextScanner.closer(of: opener)
            result.fail(SyntaxMessages.mismatched(byte, expected: expected), SourceRange(start: pos, end: pos + 1), notes: [note])
            pos = recoveryEnd(from: pos)
            return false
        }
        stack.removeLast()
        significant(pos + 1)
        return true
    }

    /// Reports the innermost open construct as never closed.
    mutating func reportUnclosed(atEOF: Bool) {
        guard let top = stack.last else { return }
        switch top {
        case .bracket(let byte, let at):
            result.fail(SyntaxMessages.neverClosed(SyntaxMessages.char(byte)), SourceRange(start: at, end: at + 1), atEOF: atEOF)
        case .interpolation(let at):
            result.fail(SyntaxMessages.neverClosed("\\("), SourceRange(start: at, end: at + 1), atEOF: atEOF)
        case .string(let start, _, _):
            result.fail(SyntaxMessages.unterminatedString, SourceRange(start: start, end: start + 1), atEOF: atEOF)
        }
    }
}
