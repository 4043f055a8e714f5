/// An error in a template: its name, position and what is wrong.
///
/// Positions are 1-based; columns count UTF-8 bytes, as obsgen's other diagnostics do.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The template's name (e.g. `model`).
    public var template: String
    /// 1-based line of the problem.
    public var line: Int
    /// 1-based column of the problem.
    public var column: Int
    /// What is wrong.
    public var message: String

    /// Makes an error.
    public init(template: String, line: Int, column: Int, message: String) {
        self.template = template
        self.line = line
        self.column = column
        self.message = message
    }

    /// `template:line:column: message`.
    public var description: String { "\(template).mustache:\(line):\(column): \(message)" }
}
