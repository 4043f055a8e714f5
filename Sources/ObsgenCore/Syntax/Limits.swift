/// Hard limits of the front end. Each one, when exceeded, gives an error at the position
/// where it happens instead of a crash, a stack overflow or a hang.
public enum Limits {
    /// Largest input file, in bytes (16 MiB). A larger file gives
    /// `file too large: N bytes (limit 16 MiB)` at 1:1 and is not parsed.
    public static let maxFileSize = 16 * 1024 * 1024

    /// Deepest nesting of brackets (`( [ {` in expressions, `( [ <` in types, string
    /// interpolations) inside one type or expression text. Going deeper gives
    /// `nesting too deep (over 256 levels)` at the bracket that goes over.
    public static let maxNestingDepth = 256

    /// Longest identifier, in UTF-8 bytes (backticks not counted). A longer one gives
    /// `identifier too long (over 1024 bytes)`.
    public static let maxIdentifierLength = 1024

    /// Most diagnostics reported for one file; after that the parser stops with
    /// `too many errors (over 500), stopping here`.
    public static let maxDiagnosticsPerFile = 500
}
