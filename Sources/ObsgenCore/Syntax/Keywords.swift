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
    /// Words that start a top-level declaration.
    static let declarationStarters = [model, events, importKeyword]
}
