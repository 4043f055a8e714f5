/// A named set of Mustache templates that can render each other as partials.
///
/// Every source is parsed and compiled into one flat program once, when the set is made
/// (rendering only walks it); a template's parse error is thrown
/// each time that template is rendered (or at once by `init(validating:)`).
///
/// The Mustache subset follows the official spec (interpolation, sections, inverted
/// sections, comments, partials, standalone lines, partial indentation) except:
/// - no HTML escaping: `{{x}}`, `{{{x}}}` and `{{&x}}` all write the value verbatim;
/// - no set-delimiter, lambda or inheritance tags (`{{=`, `{{<`, `{{$` are errors);
/// - a partial naming no template of the set is an error, not an empty string;
/// - interpolating an array or object is an error (use a section);
/// - a tag other than a comment must close on the line it opens on;
/// - partial indentation is not written on lines that stay empty, so generated code has
///   no whitespace-only lines;
/// - truthiness is JSON's: only `null`, `false`, `[]` and a missing name are falsey.
public struct TemplateSet: Sendable {
    /// Template sources by name.
    public let sources: [String: String]
    /// The parsed templates, sorted by name.
    let templates: [ParsedTemplate]
    /// Index into `templates` by name.
    let index: [String: Int]
    /// The templates compiled into one flat program (what rendering walks).
    private let program: CompiledTemplates

    /// Makes a set from sources by name, parsing each one now.
    public init(sources: [String: String]) {
        self.sources = sources
        (templates, index) = ParsedTemplate.parseAll(sources)
        program = CompiledTemplates(templates)
    }

    /// Makes a set from sources by name and throws the first error of any template
    /// (in name order).
    public init(validating sources: [String: String]) throws(TemplateError) {
        self.init(sources: sources)
        try validate()
    }

    /// The template names, sorted.
    public var names: [String] { templates.map(\.name) }

    /// Every template's parse error, in name order (empty when all parse).
    public var errors: [TemplateError] { templates.compactMap(\.error) }

    /// Throws the first parse error of any template, in name order.
    public func validate() throws(TemplateError) {
        if let error = errors.first { throw error }
    }

    /// Renders the named template against a context.
    public func render(_ name: String, context: JSONValue) throws(TemplateError) -> String {
        let bytes = try renderBytes(name, context: context)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Renders the named template against a context into UTF-8 bytes.
    public func renderBytes(_ name: String, context: JSONValue) throws(TemplateError) -> [UInt8] {
        try renderBytes(name, context: context, capacityHint: 0)
    }

    /// `renderBytes`, starting with room for `capacityHint` bytes (the generator passes the
    /// size of the previous file, so the output buffer rarely grows).
    func renderBytes(_ name: String, context: JSONValue, capacityHint: Int) throws(TemplateError) -> [UInt8] {
        try renderBytes(name, context: ContextValue(json: context), capacityHint: capacityHint)
    }

    /// `renderBytes` for a context of views (what the generator renders).
    func renderBytes(_ name: String, context: ContextValue, capacityHint: Int) throws(TemplateError) -> [UInt8] {
        guard let target = index[name] else {
            throw TemplateError(template: name, line: 1, column: 1, message: "no template named '\(name)'")
        }
        let capacity = max(4096, (sources[name]?.utf8.count ?? 0) * 4, capacityHint)
        var renderer = TemplateRenderer(templates: templates, program: program, context: context, capacity: capacity)
        try renderer.render(template: target)
        return renderer.output
    }
}
