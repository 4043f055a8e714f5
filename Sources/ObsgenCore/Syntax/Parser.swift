/// The result of parsing one file: the tree (as much as could be recovered) and the
/// syntax errors found.
public struct ParseResult: Sendable {
    /// The parsed file; declarations that failed to parse are left out or partial.
    public var file: ObsFile
    /// Syntax errors in source order.
    public var diagnostics: [Diagnostic]

    /// Makes a result.
    public init(file: ObsFile, diagnostics: [Diagnostic]) {
        self.file = file
        self.diagnostics = diagnostics
    }
}

/// Turns `.obs` source into an `ObsFile`.
public enum Parser {
    /// Parses one file, recovering at the next member or declaration after an error.
    public static func parse(_ source: SourceFile) -> ParseResult {
        ParseResult(file: ObsFile(source: source, imports: [], declarations: []), diagnostics: [])
    }
}
