/// Where an expression ends at depth 0: a `{ didSet` / `{ willSet` block after it is not
/// part of it.
extension ExpressionScanner {
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
}
