/// An error in a template: its name, position and what is wrong.
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

/// A named set of Mustache templates that can render each other as partials.
public struct TemplateSet: Sendable {
    /// Template sources by name.
    public let sources: [String: String]

    /// Makes a set from sources by name.
    public init(sources: [String: String]) {
        self.sources = sources
    }

    /// Renders the named template against a context.
    public func render(_ name: String, context: JSONValue) throws(TemplateError) -> String {
        guard let source = sources[name] else {
            throw TemplateError(template: name, line: 1, column: 1, message: "no template named '\(name)'")
        }
        return source
    }
}
