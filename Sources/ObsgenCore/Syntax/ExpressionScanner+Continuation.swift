/// Where an expression goes on past the end of a line at depth 0 (swift-format's
/// layouts): it may start on the line after `=` (an `if` or `switch` expression too), a line
/// starting with `.` continues it, and so does a line starting with `else` or `catch` after a
/// `}`. A `{ didSet` / `{ willSet` block after it is not part of it.
extension ExpressionScanner {
    /// Words that start an expression although another word follows them (`try foo()`,
    /// `if flag {`, `switch value {`).
    static let expressionPrefixWords = ["try", "await", "consume", "copy", "if", "switch", "do"].map { Array($0.utf8) }

    /// Words that go on after the `}` of an `if` or `do` on the line above.
    static let afterBraceWords = ["else", "catch"].map { Array($0.utf8) }

    /// Whether the expression goes on after the line break at `newline` (outside brackets):
    /// onto a next line that starts it when nothing was taken yet; after, onto a `.` line, or
    /// onto an `else` / `catch` line when the text so far ends with `}`.
    func continuesAfter(newline: Int) -> Bool {
        let start = Self.skipLineSpace(source, from: newline + 1)
        guard start < source.count else { return false }
        if result.isEmpty { return startsExpressionLine(start) }
        if source[start] == ASCII.dot { return true }
        return source[result.textEnd - 1] == ASCII.closeBrace && Self.afterBraceWords.contains { startsWord($0, at: start) }
    }

    /// True when `word` stands at `offset` as a whole word (not `elsewhere`) and is not a
    /// member's name (`else: Int`).
    private func startsWord(_ word: [UInt8], at offset: Int) -> Bool {
        guard source.matches(word, at: offset), source.identifierEnd(from: offset) == offset + word.count else { return false }
        return source[Self.skipLineSpace(source, from: offset + word.count)] != ASCII.colon
    }

    /// True when the code at `start` (the first non-space byte of a line) can only be the
    /// expression after a `=` that ended the line above: not a blank line, a comment, the
    /// end of the model, a declaration, an attribute, or a member (`name:` or two words such
    /// as `let x` or `child c`).
    private func startsExpressionLine(_ start: Int) -> Bool {
        let byte = source[start]
        if byte == ASCII.newline || byte == ASCII.closeBrace || byte == ASCII.semicolon || byte == ASCII.at { return false }
        if byte == ASCII.slash && (source[start + 1] == ASCII.slash || source[start + 1] == ASCII.star) { return false }
        if source.lineStartsDeclaration(start) { return false }
        let nameStart = byte == ASCII.backtick ? start + 1 : start
        guard source.identifierHeadLength(at: nameStart) > 0 else { return true }
        var nameEnd = source.identifierEnd(from: nameStart)
        if byte == ASCII.backtick {
            guard source[nameEnd] == ASCII.backtick else { return true }
            nameEnd += 1
        }
        let after = Self.skipLineSpace(source, from: nameEnd)
        if source[after] == ASCII.colon { return source[after + 1] == ASCII.colon }
        let isPrefix = Self.expressionPrefixWords.contains { $0.count == nameEnd - start && source.matches($0, at: start) }
        let wordFollows = after > nameEnd && (source.identifierHeadLength(at: after) > 0 || source[after] == ASCII.backtick)
        return isPrefix || !wordFollows
    }

    /// True when the `{` at `brace` opens a `didSet` or `willSet` block (spaces and line
    /// breaks may come between).
    func opensObserverBlock(_ brace: Int) -> Bool {
        var index = brace + 1
        while index < source.count, ASCII.isHorizontalSpace(source[index]) || source[index] == ASCII.newline { index += 1 }
        for word in [Keywords.didSet, Keywords.willSet] where source.matches(word, at: index) {
            if !ASCII.isIdentifierContinue(source[index + word.count]) { return true }
        }
        return false
    }

    /// The first byte at or after `offset` that is not a space, tab or carriage return.
    static func skipLineSpace(_ source: SourceBytes, from offset: Int) -> Int {
        var index = offset
        while index < source.count, source[index] == ASCII.space || source[index] == ASCII.tab || source[index] == ASCII.carriageReturn {
            index += 1
        }
        return index
    }
}
