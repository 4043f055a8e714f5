/// Keyword spellings compared byte-wise.
enum Keywords {
    static let model = Array("model".utf8)
    static let events = Array("events".utf8)
    static let importKeyword = Array("import".utf8)
    static let letKeyword = Array("let".utf8)
    static let child = Array("child".utf8)
    static let children = Array("children".utf8)
    static let derived = Array("derived".utf8)
    static let event = Array("event".utf8)
    static let caseKeyword = Array("case".utf8)
    static let selfKeyword = Array("self".utf8)
    static let varKeyword = Array("var".utf8)
    static let weak = Array("weak".utf8)
    static let didSet = Array("didSet".utf8)
    static let willSet = Array("willSet".utf8)
    static let setKeyword = Array("set".utf8)
    static let ignored = "ignored"
    static let open = Array("open".utf8)
    static let initKeyword = Array("init".utf8)
    static let nonisolated = Array("nonisolated".utf8)
    /// Words that start Swift declarations a model cannot hold (they belong in an extension
    /// of the generated class).
    static let extensionOnly = [
        "func", "static", "class", "lazy", "enum", "struct", "actor", "protocol", "typealias", "init",
        "convenience", "subscript",
    ].map { Array($0.utf8) }
    /// Words that start a Swift type declaration at top level (obsgen writes `model`).
    static let swiftTypeDeclarations = ["class", "struct", "final", "actor", "enum"].map { Array($0.utf8) }
    /// Words that start a top-level declaration.
    static let declarationStarters = [model, events, importKeyword, nonisolated]
    /// The keywords of `if`, `switch` and `do` expressions and their patterns: never a name
    /// unless written in backticks or after a `.`.
    static let statementKeywords = ["if", "else", "switch", "case", "default", "do", "catch", "let", "var"].map { Array($0.utf8) }

    /// True when `start..<end` of `source` spells one of `statementKeywords`.
    static func isStatementKeyword(_ source: SourceBytes, _ start: Int, _ end: Int) -> Bool {
        statementKeywords.contains { $0.count == end - start && source.matches($0, at: start) }
    }
}
