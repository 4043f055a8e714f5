/// Why JSON text could not be parsed, and where (1-based line and UTF-8 byte column).
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based UTF-8 byte column.
    public var column: Int
    /// What is wrong.
    public var message: String

    /// Makes an error.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}
