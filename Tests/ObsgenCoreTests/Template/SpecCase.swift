import Testing
@testable import ObsgenCore

/// One case ported from the official Mustache spec (github.com/mustache/spec), named as
/// there. HTML-escaping expectations are replaced by verbatim output.
struct SpecCase: CustomTestStringConvertible, Sendable {
    /// The spec's test name.
    var name: String
    /// The context.
    var data: JSONValue
    /// The template under test.
    var template: String
    /// Partials by name.
    var partials: [String: String] = [:]
    /// The expected output.
    var expected: String

    /// Shown by the test runner.
    var testDescription: String { name }

    /// Renders the case's template (named `test`) with its partials.
    func render() throws -> String {
        var sources = partials
        sources["test"] = template
        return try TemplateSet(validating: sources).render("test", context: data)
    }
}

/// Renders `template` as a template named `test` beside `partials`.
func render(_ template: String, _ data: JSONValue = [:], partials: [String: String] = [:]) throws -> String {
    try SpecCase(name: "", data: data, template: template, partials: partials, expected: "").render()
}

/// The error that rendering `template` (named `test`) throws, or `nil`.
func renderError(_ template: String, _ data: JSONValue = [:], partials: [String: String] = [:]) -> TemplateError? {
    var sources = partials
    sources["test"] = template
    do {
        _ = try TemplateSet(sources: sources).render("test", context: data)
        return nil
    } catch {
        return error
    }
}
