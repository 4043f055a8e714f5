import Testing
@testable import ObsgenCore

/// `inverted.yml` of the Mustache spec.
let invertedCases: [SpecCase] = [
    SpecCase(name: "Falsey", data: ["boolean": false], template: "\"{{^boolean}}This should be rendered.{{/boolean}}\"", expected: "\"This should be rendered.\""),
    SpecCase(name: "Null is falsey", data: ["null": .null], template: "\"{{^null}}This should be rendered.{{/null}}\"", expected: "\"This should be rendered.\""),
    SpecCase(name: "Truthy", data: ["boolean": true], template: "\"{{^boolean}}This should not be rendered.{{/boolean}}\"", expected: "\"\""),
    SpecCase(name: "Context", data: ["context": ["name": "Joe"]], template: "\"{{^context}}Hi {{name}}.{{/context}}\"", expected: "\"\""),
    SpecCase(name: "List", data: ["list": [["n": 1], ["n": 2], ["n": 3]]], template: "\"{{^list}}{{n}}{{/list}}\"", expected: "\"\""),
    SpecCase(name: "Empty List", data: ["list": []], template: "\"{{^list}}Yay lists!{{/list}}\"", expected: "\"Yay lists!\""),
    SpecCase(
        name: "Doubled", data: ["bool": false, "two": "second"],
        template: "{{^bool}}\n* first\n{{/bool}}\n* {{two}}\n{{^bool}}\n* third\n{{/bool}}\n", expected: "* first\n* second\n* third\n"),
    SpecCase(name: "Nested (Falsey)", data: ["bool": false], template: "| A {{^bool}}B {{^bool}}C{{/bool}} D{{/bool}} E |", expected: "| A B C D E |"),
    SpecCase(name: "Nested (Truthy)", data: ["bool": true], template: "| A {{^bool}}B {{^bool}}C{{/bool}} D{{/bool}} E |", expected: "| A  E |"),
    SpecCase(name: "Context Misses", data: [:], template: "[{{^missing}}Found key 'missing'!{{/missing}}]", expected: "[Found key 'missing'!]"),
    SpecCase(name: "Dotted Names - Truthy", data: ["a": ["b": ["c": true]]], template: "\"{{^a.b.c}}Not Here{{/a.b.c}}\" == \"\"", expected: "\"\" == \"\""),
    SpecCase(name: "Dotted Names - Falsey", data: ["a": ["b": ["c": false]]], template: "\"{{^a.b.c}}Not Here{{/a.b.c}}\" == \"Not Here\"", expected: "\"Not Here\" == \"Not Here\""),
    SpecCase(name: "Dotted Names - Broken Chains", data: ["a": [:]], template: "\"{{^a.b.c}}Not Here{{/a.b.c}}\" == \"Not Here\"", expected: "\"Not Here\" == \"Not Here\""),
    SpecCase(name: "Surrounding Whitespace", data: ["boolean": false], template: " | {{^boolean}}\t|\t{{/boolean}} | \n", expected: " | \t|\t | \n"),
    SpecCase(
        name: "Internal Whitespace", data: ["boolean": false],
        template: " | {{^boolean}} {{! Important Whitespace }}\n {{/boolean}} | \n", expected: " |  \n  | \n"),
    SpecCase(
        name: "Indented Inline Sections", data: ["boolean": false],
        template: " {{^boolean}}NO{{/boolean}}\n {{^boolean}}WAY{{/boolean}}\n", expected: " NO\n WAY\n"),
    SpecCase(
        name: "Standalone Lines", data: ["boolean": false],
        template: "| This Is\n{{^boolean}}\n|\n{{/boolean}}\n| A Line\n", expected: "| This Is\n|\n| A Line\n"),
    SpecCase(
        name: "Standalone Indented Lines", data: ["boolean": false],
        template: "| This Is\n  {{^boolean}}\n|\n  {{/boolean}}\n| A Line\n", expected: "| This Is\n|\n| A Line\n"),
    SpecCase(name: "Standalone Line Endings", data: ["boolean": false], template: "|\r\n{{^boolean}}\r\n{{/boolean}}\r\n|", expected: "|\r\n|"),
    SpecCase(name: "Standalone Without Previous Line", data: ["boolean": false], template: "  {{^boolean}}\n^{{/boolean}}\n/", expected: "^\n/"),
    SpecCase(name: "Standalone Without Newline", data: ["boolean": false], template: "^{{^boolean}}\n/\n  {{/boolean}}", expected: "^\n/\n"),
    SpecCase(name: "Padding", data: ["boolean": false], template: "|{{^ boolean }}={{/ boolean }}|", expected: "|=|"),
]

@Suite("Mustache spec: inverted sections")
struct InvertedSpecTests {
    @Test(arguments: invertedCases)
    func inverted(_ specCase: SpecCase) throws {
        #expect(try specCase.render() == specCase.expected)
    }
}
