/// Spelling Swift names: escaping keywords with backticks and capitalising for method names.
enum SwiftNames {
    /// Words that must be written in backticks to be used as a name in declarations.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "package",
    ]

    /// The name as it must appear in Swift source: backticked when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The name with its first character uppercased, for `observeX`, `onX`, `modifyX`.
    static func capitalized(_ name: String) -> String {
        GeneratedNames.capitalized(name)  // one implementation, with its ASCII fast path
    }
}
