/// One template of a set after parsing: its tree, or the error that stopped its parse.
struct ParsedTemplate: Sendable {
    /// The template's name.
    var name: String
    /// The parsed nodes (empty when `error` is set).
    var nodes: [TemplateNode]
    /// The parse error, thrown whenever the template is rendered.
    var error: TemplateError?

    /// Parses every source once; partial names resolve to indices of the returned array,
    /// which is sorted by name.
    static func parseAll(_ sources: [String: String]) -> (templates: [ParsedTemplate], index: [String: Int]) {
        let names = sources.keys.sorted()
        var index: [String: Int] = [:]
        for (position, name) in names.enumerated() { index[name] = position }
        var templates: [ParsedTemplate] = []
        templates.reserveCapacity(names.count)
        for name in names {
            do {
                let nodes = try TemplateParser.parse(name: name, source: sources[name] ?? "", partials: index)
                templates.append(ParsedTemplate(name: name, nodes: nodes, error: nil))
            } catch {
                templates.append(ParsedTemplate(name: name, nodes: [], error: error))
            }
        }
        return (templates, index)
    }
}
