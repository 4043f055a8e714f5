/// What a text scanner found: the span of verbatim text, where the lexer resumes, and the
/// problems met on the way.
struct ScannedText {
    /// First byte of the text (trimmed); equal to `textEnd` when nothing was found.
    var textStart: Int
    /// Past the last byte of the text (trailing whitespace and comments excluded).
    var textEnd: Int
    /// Where the lexer continues after the text.
    var resume: Int
    /// True when an error made the text unusable (the member is then skipped).
    var failed = false
    /// True when an unterminated literal, comment or bracket ran to the end of the file.
    var hitUnterminatedEOF = false
    /// Errors found.
    var issues: [SyntaxIssue] = []
    /// For expressions: the identifiers, in order.
    var references: [ExpressionReference] = []

    /// Starts a scan at `offset`.
    init(at offset: Int) {
        textStart = -1
        textEnd = offset
        resume = offset
    }

    /// True when no text was found.
    var isEmpty: Bool { textStart < 0 || textStart >= textEnd }

    /// The text's range.
    var range: SourceRange { SourceRange(start: isEmpty ? textEnd : textStart, end: textEnd) }

    /// Records significant text in `start..<end`.
    @inline(__always)
    mutating func mark(_ start: Int, _ end: Int) {
        if textStart < 0 { textStart = start }
        textEnd = end
    }

    /// Records an error that makes the text unusable.
    mutating func fail(_ message: String, _ range: SourceRange, notes: [DiagnosticNote] = [], atEOF: Bool = false) {
        issues.append(SyntaxIssue(message: message, range: range, notes: notes))
        failed = true
        if atEOF { hitUnterminatedEOF = true }
    }
}

/// Comment skipping shared by the lexer and the scanners.
enum CommentScanner {
    /// The offset past the `*/` that closes the block comment opened at `start` (nested
    /// comments count, as in Swift), or nil when it is never closed. Iterative.
    static func blockCommentEnd(_ source: SourceBytes, from start: Int) -> Int? {
        var depth = 0
        var index = start
        let count = source.count
        while index < count {
            let byte = source[index]
            if byte == ASCII.slash && source[index + 1] == ASCII.star {
                depth += 1
                index += 2
            } else if byte == ASCII.star && source[index + 1] == ASCII.slash {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return nil
    }
}
