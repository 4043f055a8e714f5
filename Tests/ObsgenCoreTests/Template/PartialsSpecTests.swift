import Testing
@testable import ObsgenCore

/// `partials.yml` of the Mustache spec. "Failed Lookup" is an error in obsgen (see
/// `TemplateErrorTests`), so it is not listed here.
let partialCases: [SpecCase] = [
    SpecCase(name: "Basic Behavior", data: [:], template: "\"{{>text}}\"", partials: ["text": "from partial"], expected: "\"from partial\""),
    SpecCase(name: "Context", data: ["text": "content"], template: "\"{{>partial}}\"", partials: ["partial": "*{{text}}*"], expected: "\"*content*\""),
    SpecCase(
        name: "Recursion", data: ["content": "X", "nodes": [["content": "Y", "nodes": []]]],
        template: "{{>node}}", partials: ["node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>"], expected: "X<Y<>>"),
    SpecCase(
        name: "Nested", data: ["a": "hello", "b": "world"],
        template: "{{>outer}}", partials: ["outer": "*{{a}} {{>inner}}*", "inner": "{{b}}!"], expected: "*hello world!*"),
    SpecCase(name: "Surrounding Whitespace", data: [:], template: "| {{>partial}} |", partials: ["partial": "\t|\t"], expected: "| \t|\t |"),
    SpecCase(name: "Inline Indentation", data: ["data": "|"], template: "  {{data}}  {{> partial}}\n", partials: ["partial": ">\n>"], expected: "  |  >\n>\n"),
    SpecCase(name: "Standalone Line Endings", data: [:], template: "|\r\n{{>partial}}\r\n|", partials: ["partial": ">"], expected: "|\r\n>|"),
    SpecCase(name: "Standalone Without Previous Line", data: [:], template: "  {{>partial}}\n>", partials: ["partial": ">\n>"], expected: "  >\n  >>"),
    SpecCase(name: "Standalone Without Newline", data: [:], template: ">\n  {{>partial}}", partials: ["partial": ">\n>"], expected: ">\n  >\n  >"),
    SpecCase(
        name: "Standalone Indentation", data: ["content": "<\n->"],
        template: "\\\n {{>partial}}\n/\n", partials: ["partial": "|\n{{{content}}}\n|\n"], expected: "\\\n |\n <\n->\n |\n/\n"),
    SpecCase(
        name: "Standalone Indentation (content mid-line)", data: ["content": "<\n->"],
        template: "\\\n {{>partial}}\n/\n", partials: ["partial": "|\n{{{content}}}a b{{{content}}}c\n|\n"],
        expected: "\\\n |\n <\n->a b<\n->c\n |\n/\n"),
    SpecCase(name: "Padding Whitespace", data: ["boolean": true], template: "|{{> partial }}|", partials: ["partial": "[]"], expected: "|[]|"),
]

@Suite("Mustache spec: partials")
struct PartialsSpecTests {
    @Test(arguments: partialCases)
    func partials(_ specCase: SpecCase) throws {
        #expect(try specCase.render() == specCase.expected)
    }
}
