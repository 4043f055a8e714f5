/// Turns bytes into declaration-level tokens, on demand. Comments are skipped; a block of
/// `///` lines is attached to the next token when nothing but line breaks separates them
/// (a blank line or another comment detaches it). The lexer is a value: copying it is how
/// the parser looks ahead, and `reset(to:)` resumes after text taken by a scanner.
struct Lexer {
    /// The file.
    let source: SourceBytes
    /// Where the next token search starts.
    private(set) var position: Int
    /// Errors found so far (the parser drains them).
    var issues: [SyntaxIssue] = []
    /// True once an unterminated construct ran to the end of the file.
    private(set) var hitUnterminatedEOF = false
    /// True when anything (token or comment) was seen on the current line.
    private var lineHasContent = false
    /// True when a token was produced on the current line.
    private var lineHasToken = false
    /// `///` lines waiting for the next token.
    private var pendingDoc: [String]?
    /// Bytes not lexed from: the lexer stops here (for lexing a sub-range).
    private let limit: Int

    /// Makes a lexer over `source` from `start` (skipping a byte-order mark at 0) to `end`.
    init(source: SourceBytes, start: Int = 0, end: Int? = nil) {
        self.source = source
        self.limit = min(end ?? source.count, source.count)
        if start == 0, source[0] == 0xEF, source[1] == 0xBB, source[2] == 0xBF {
            self.position = 3
        } else {
            self.position = start
        }
    }

    /// Resumes after text that a scanner took: no doc comment is pending and the current
    /// line already has content.
    mutating func reset(to offset: Int) {
        position = min(max(offset, 0), limit)
        lineHasContent = true
        lineHasToken = true
        pendingDoc = nil
    }

    /// The next token.
    mutating func next() -> Token {
        while position < limit {
            let byte = source[position]
            if ASCII.isHorizontalSpace(byte) {
                position += 1
                continue
            }
            if byte == ASCII.newline {
                if !lineHasContent { pendingDoc = nil }  // a blank line detaches a doc comment
                lineHasContent = false
                lineHasToken = false
                position += 1
                return Token(kind: .newline, start: position - 1, end: position, nameStart: position - 1, nameEnd: position)
            }
            if byte == ASCII.slash && source[position + 1] == ASCII.slash {
                lineComment()
                continue
            }
            if byte == ASCII.slash && source[position + 1] == ASCII.star {
                blockComment()
                continue
            }
            return token(at: position, first: byte)
        }
        return Token(kind: .endOfFile, start: limit, end: limit, nameStart: limit, nameEnd: limit)
    }

    /// `// ...` or a `///` doc line.
    private mutating func lineComment() {
        let lineEnd = min(source.endOfLine(from: position), limit)
        let isDoc = source[position + 2] == ASCII.slash && source[position + 3] != ASCII.slash && !lineHasToken
        if isDoc {
            var textEnd = lineEnd
            while textEnd > position + 3, ASCII.isHorizontalSpace(source[textEnd - 1]) { textEnd -= 1 }
            if pendingDoc == nil { pendingDoc = [] }
            pendingDoc?.append(source.string(position + 3, textEnd))
        } else {
            pendingDoc = nil
        }
        lineHasContent = true
        position = lineEnd
    }

    /// `/* ... */`, nested.
    private mutating func blockComment() {
        let start = position
        pendingDoc = nil
        lineHasContent = true
        if let end = CommentScanner.blockCommentEnd(source, from: start) {
            position = end
        } else {
            issues.append(SyntaxIssue(message: SyntaxMessages.unterminatedComment, range: SourceRange(start: start, end: start + 2)))
            hitUnterminatedEOF = true
            position = limit
        }
    }

    /// A token starting at `start` with first byte `byte`.
    private mutating func token(at start: Int, first byte: UInt8) -> Token {
        var kind = Token.Kind.other
        var end = start + 1
        var nameStart = start
        var nameEnd = end
        var backticked = false
        switch byte {
        case ASCII.openBrace, ASCII.closeBrace, ASCII.openParen, ASCII.closeParen, ASCII.openBracket,
            ASCII.closeBracket, ASCII.less, ASCII.greater, ASCII.colon, ASCII.semicolon, ASCII.comma,
            ASCII.equals, ASCII.question, ASCII.at, ASCII.dot:
            kind = .punctuation(byte)
        case ASCII.backtick:
            if let nameRange = backtickedName(at: start) {
                kind = .identifier
                nameStart = nameRange.start
                nameEnd = nameRange.end
                end = nameEnd + 1
                backticked = true
            } else {
                issues.append(SyntaxIssue(message: SyntaxMessages.badBacktickIdentifier, range: SourceRange(start: start, end: start + 1)))
            }
        case _ where byte == ASCII.quote || (byte == ASCII.hash && ExpressionScanner.startsStringLiteral(source, at: start)):
            kind = .string
            var scanner = ExpressionScanner(source: source, start: start, literalOnly: true)
            let result = scanner.run()
            issues.append(contentsOf: result.issues)
            if result.hitUnterminatedEOF { hitUnterminatedEOF = true }
            end = max(start + 1, min(result.resume, limit))
        case _ where ASCII.isDigit(byte):
            kind = .number
            end = start + 1
            while end < limit, ASCII.isIdentifierContinue(source[end]) { end += 1 }
        default:
            if source.identifierHeadLength(at: start) > 0 {
                kind = .identifier
                end = source.identifierEnd(from: start)
                if end - start > Limits.maxIdentifierLength {
                    issues.append(SyntaxIssue(message: SyntaxMessages.identifierTooLong, range: SourceRange(start: start, end: end)))
                }
            } else {
                end = start + source.scalarLength(at: start)
            }
            nameEnd = end
        }
        if kind != .identifier {
            nameStart = start
            nameEnd = end
        }
        position = end
        let token = Token(
            kind: kind, start: start, end: end, nameStart: nameStart, nameEnd: nameEnd,
            isBackticked: backticked, isFirstOnLine: !lineHasToken, doc: pendingDoc.map { DocComment(lines: $0) })
        pendingDoc = nil
        lineHasContent = true
        lineHasToken = true
        return token
    }

    /// The name inside `` `name` `` starting at the backtick `start`, or nil when malformed.
    private mutating func backtickedName(at start: Int) -> SourceRange? {
        let nameStart = start + 1
        guard source.identifierHeadLength(at: nameStart) > 0 else { return nil }
        let nameEnd = source.identifierEnd(from: nameStart)
        guard source[nameEnd] == ASCII.backtick, nameEnd < limit else { return nil }
        if nameEnd - nameStart > Limits.maxIdentifierLength {
            issues.append(SyntaxIssue(message: SyntaxMessages.identifierTooLong, range: SourceRange(start: start, end: nameEnd + 1)))
        }
        return SourceRange(start: nameStart, end: nameEnd)
    }
}
