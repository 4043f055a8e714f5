/// Takes Swift type text verbatim after a `:`: up to `=`, a `{` or the end of the member (a
/// newline, `;` or `}` at depth 0), or in a parameter list up to `,` or `)`. Brackets
/// `() [] <>` must balance; the `>` of `->` closes nothing. A type may continue on the next
/// line only inside `(` or `[`. Iterative, linear, nesting limited by `Limits`.
struct TypeTextScanner {
    /// Where the type is written.
    enum Context {
        /// A model member: the type ends at `=`, newline, `;` or `}`.
        case member
        /// An event parameter: the type also ends at `,` or `)` at depth 0.
        case parameter
    }

    /// Scans the type text starting at `start`.
    static func scan(_ source: SourceBytes, from start: Int, context: Context) -> ScannedText {
        var result = ScannedText(at: start)
        var stack: [(opener: UInt8, offset: Int)] = []
        var pos = start
        // The word just taken at depth 0 when nothing but spaces or comments followed it:
        // another word right after it is a missing separator (`event a(x: Int y: Int)`),
        // unless it is a modifier such as `some`, `any` or `async`, or an attribute's name.
        var lastWord: (start: Int, end: Int, takesWord: Bool)?
        func unclosed(_ result: inout ScannedText, atEOF: Bool = false) {
            guard let top = stack.last else { return }
            let opener = SyntaxMessages.char(top.opener)
            result.fail(SyntaxMessages.neverClosed(opener), SourceRange(start: top.offset, end: top.offset + 1), atEOF: atEOF)
        }
        scan: while true {
            guard pos < source.count else {
                unclosed(&result, atEOF: true)
                break
            }
            let byte = source[pos]
            switch byte {
            case ASCII.space, ASCII.tab, ASCII.carriageReturn, ASCII.verticalTab, ASCII.formFeed:
                pos += 1
            case ASCII.newline:
                guard let top = stack.last else { break scan }
                if top.opener == ASCII.less || source.lineStartsDeclaration(pos + 1) {
                    unclosed(&result)
                    break scan
                }
                pos += 1
            case ASCII.slash where source[pos + 1] == ASCII.slash:
                pos = source.endOfLine(from: pos)
            case ASCII.slash where source[pos + 1] == ASCII.star:
                guard let end = CommentScanner.blockCommentEnd(source, from: pos) else {
                    result.fail(SyntaxMessages.unterminatedComment, SourceRange(start: pos, end: pos + 2), atEOF: true)
                    pos = source.count
                    break scan
                }
                pos = end
            case ASCII.openBrace where stack.isEmpty:
                break scan  // no type holds a `{`: a body follows (`x: Int { didSet … }`)
            case ASCII.equals, ASCII.semicolon, ASCII.closeBrace:
                unclosed(&result)
                break scan
            case ASCII.comma where context == .parameter && stack.isEmpty:
                break scan
            case ASCII.openParen, ASCII.openBracket, ASCII.less:
                lastWord = nil
                guard stack.count < Limits.maxNestingDepth else {
                    result.fail(SyntaxMessages.nestingTooDeep, SourceRange(start: pos, end: pos + 1))
                    pos = source.endOfLine(from: pos)
                    break scan
                }
                stack.append((byte, pos))
                result.mark(pos, pos + 1)
                pos += 1
            case ASCII.minus where source[pos + 1] == ASCII.greater:
                lastWord = nil
                result.mark(pos, pos + 2)
                pos += 2
            case ASCII.closeParen, ASCII.closeBracket, ASCII.greater:
                lastWord = nil
                guard let top = stack.last else {
                    if context == .parameter && byte == ASCII.closeParen { break scan }
                    result.fail(SyntaxMessages.unbalancedInType(byte), SourceRange(start: pos, end: pos + 1))
                    break scan
                }
                guard top.opener == ASCII.opener(of: byte) else {
                    let expected = closer(of: top.opener)
                    let note = DiagnosticNote(
                        SyntaxMessages.openedHere(SyntaxMessages.char(top.opener)),
                        range: SourceRange(start: top.offset, end: top.offset + 1))
                    result.fail(SyntaxMessages.mismatched(byte, expected: expected), SourceRange(start: pos, end: pos + 1), notes: [note])
                    break scan
                }
                stack.removeLast()
                result.mark(pos, pos + 1)
                pos += 1
            default:
                if source.identifierHeadLength(at: pos) > 0 {
                    let end = source.identifierEnd(from: pos)
                    if end - pos > Limits.maxIdentifierLength {
                        result.issues.append(SyntaxIssue(message: SyntaxMessages.identifierTooLong, range: SourceRange(start: pos, end: end)))
                    }
                    if stack.isEmpty, let previous = lastWord, !previous.takesWord {
                        let word = source.string(pos, end)
                        let type = source.string(result.textStart, previous.end)
                        result.fail(SyntaxMessages.wordAfterType(word, type: type), SourceRange(start: pos, end: end))
                        break scan
                    }
                    let isAttribute = pos > start && source[pos - 1] == ASCII.at
                    lastWord = stack.isEmpty ? (pos, end, isAttribute || typeModifiers.contains(source.string(pos, end))) : nil
                    result.mark(pos, end)
                    pos = end
                } else {
                    lastWord = nil
                    let end = pos + source.scalarLength(at: pos)
                    result.mark(pos, end)
                    pos = end
                }
            }
        }
        result.resume = pos
        return result
    }

    /// Words a type may continue after with another word: `some P`, `any P`,
    /// `(A) async throws -> B`, ownership and parameter-pack modifiers.
    static let typeModifiers: Set<String> = [
        "some", "any", "async", "throws", "inout", "borrowing", "consuming", "sending",
        "isolated", "each", "repeat", "__owned", "__shared",
    ]

    /// The closing bracket of an opener of a type.
    static func closer(of opener: UInt8) -> UInt8 {
        switch opener {
        case ASCII.openParen: return ASCII.closeParen
        case ASCII.openBracket: return ASCII.closeBracket
        case ASCII.openBrace: return ASCII.closeBrace
        default: return ASCII.greater
        }
    }
}
