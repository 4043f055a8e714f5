/// One token of the declaration level. Type and expression text are not tokenized: the
/// parser hands them to `TypeTextScanner` and `ExpressionScanner` as raw byte spans.
struct Token {
    /// What the token is.
    enum Kind: Equatable {
        /// A name or keyword (keywords are contextual: the parser decides).
        case identifier
        /// One of `{ } ( ) [ ] < > : ; , = ? @ .`
        case punctuation(UInt8)
        /// A line break: members end at one.
        case newline
        /// A string literal (only ever an error at the declaration level).
        case string
        /// A number literal (only ever an error at the declaration level).
        case number
        /// Any other character (an operator character, a stray backtick, ...).
        case other
        /// The end of the file.
        case endOfFile
    }

    /// What the token is.
    var kind: Kind
    /// Offset of its first byte.
    var start: Int
    /// Offset past its last byte.
    var end: Int
    /// For identifiers: the name without backticks.
    var nameStart: Int
    /// For identifiers: the end of the name without backticks.
    var nameEnd: Int
    /// True for `` `name` ``.
    var isBackticked = false
    /// True when no other token precedes it on its line.
    var isFirstOnLine = false
    /// The `///` block that immediately precedes it, if any.
    var doc: DocComment?

    /// The token's range.
    var range: SourceRange { SourceRange(start: start, end: end) }

    /// True for the punctuation byte `byte`.
    @inline(__always)
    func isPunctuation(_ byte: UInt8) -> Bool { kind == .punctuation(byte) }

    /// True for a newline, `;`, `}` or the end of the file: what may end a member.
    var endsMember: Bool {
        switch kind {
        case .newline, .endOfFile: return true
        case .punctuation(let byte): return byte == ASCII.semicolon || byte == ASCII.closeBrace
        default: return false
        }
    }
}
