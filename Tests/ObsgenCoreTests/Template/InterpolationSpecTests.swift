import Testing
@testable import ObsgenCore

/// `interpolation.yml` of the Mustache spec. Decimal cases are left out (contexts hold no
/// fractions); HTML-escaping cases expect verbatim output, since obsgen never escapes.
let interpolationCases: [SpecCase] = [
    SpecCase(name: "No Interpolation", data: [:], template: "Hello from {Mustache}!\n", expected: "Hello from {Mustache}!\n"),
    SpecCase(name: "Basic Interpolation", data: ["subject": "world"], template: "Hello, {{subject}}!\n", expected: "Hello, world!\n"),
    SpecCase(
        name: "HTML Escaping (verbatim in obsgen)", data: ["forbidden": "& \" < >"],
        template: "These characters should be HTML escaped: {{forbidden}}\n",
        expected: "These characters should be HTML escaped: & \" < >\n"),
    SpecCase(
        name: "Triple Mustache", data: ["forbidden": "& \" < >"],
        template: "These characters should not be HTML escaped: {{{forbidden}}}\n",
        expected: "These characters should not be HTML escaped: & \" < >\n"),
    SpecCase(
        name: "Ampersand", data: ["forbidden": "& \" < >"],
        template: "These characters should not be HTML escaped: {{&forbidden}}\n",
        expected: "These characters should not be HTML escaped: & \" < >\n"),
    SpecCase(name: "Basic Integer Interpolation", data: ["mph": 85], template: "\"{{mph}} miles an hour!\"", expected: "\"85 miles an hour!\""),
    SpecCase(name: "Triple Mustache Integer Interpolation", data: ["mph": 85], template: "\"{{{mph}}} miles an hour!\"", expected: "\"85 miles an hour!\""),
    SpecCase(name: "Ampersand Integer Interpolation", data: ["mph": 85], template: "\"{{&mph}} miles an hour!\"", expected: "\"85 miles an hour!\""),
    SpecCase(name: "Basic Null Interpolation", data: ["cannot": .null], template: "I ({{cannot}}) be seen!", expected: "I () be seen!"),
    SpecCase(name: "Triple Mustache Null Interpolation", data: ["cannot": .null], template: "I ({{{cannot}}}) be seen!", expected: "I () be seen!"),
    SpecCase(name: "Ampersand Null Interpolation", data: ["cannot": .null], template: "I ({{&cannot}}) be seen!", expected: "I () be seen!"),
    SpecCase(name: "Basic Context Miss Interpolation", data: [:], template: "I ({{cannot}}) be seen!", expected: "I () be seen!"),
    SpecCase(name: "Triple Mustache Context Miss Interpolation", data: [:], template: "I ({{{cannot}}}) be seen!", expected: "I () be seen!"),
    SpecCase(name: "Ampersand Context Miss Interpolation", data: [:], template: "I ({{&cannot}}) be seen!", expected: "I () be seen!"),
    SpecCase(
        name: "Dotted Names - Basic Interpolation", data: ["person": ["name": "Joe"]],
        template: "\"{{person.name}}\" == \"{{#person}}{{name}}{{/person}}\"", expected: "\"Joe\" == \"Joe\""),
    SpecCase(
        name: "Dotted Names - Triple Mustache Interpolation", data: ["person": ["name": "Joe"]],
        template: "\"{{{person.name}}}\" == \"{{#person}}{{{name}}}{{/person}}\"", expected: "\"Joe\" == \"Joe\""),
    SpecCase(
        name: "Dotted Names - Ampersand Interpolation", data: ["person": ["name": "Joe"]],
        template: "\"{{&person.name}}\" == \"{{#person}}{{&name}}{{/person}}\"", expected: "\"Joe\" == \"Joe\""),
    SpecCase(
        name: "Dotted Names - Arbitrary Depth", data: ["a": ["b": ["c": ["d": ["e": ["name": "Phil"]]]]]],
        template: "\"{{a.b.c.d.e.name}}\" == \"Phil\"", expected: "\"Phil\" == \"Phil\""),
    SpecCase(name: "Dotted Names - Broken Chains", data: ["a": [:]], template: "\"{{a.b.c}}\" == \"\"", expected: "\"\" == \"\""),
    SpecCase(
        name: "Dotted Names - Broken Chain Resolution", data: ["a": ["b": [:]], "c": ["name": "Jim"]],
        template: "\"{{a.b.c.name}}\" == \"\"", expected: "\"\" == \"\""),
    SpecCase(
        name: "Dotted Names - Initial Resolution",
        data: ["a": ["b": ["c": ["d": ["e": ["name": "Phil"]]]]], "b": ["c": ["d": ["e": ["name": "Wrong"]]]]],
        template: "\"{{#a}}{{b.c.d.e.name}}{{/a}}\" == \"Phil\"", expected: "\"Phil\" == \"Phil\""),
    SpecCase(
        name: "Dotted Names - Leading Dot", data: ["a": [:], "b": ["name": "Name"], "name": "Fail"],
        template: "{{#a}}{{.name}}{{/a}}{{#b}}{{.name}}{{/b}}", expected: "Name"),
    SpecCase(
        name: "Dotted Names - Context Precedence", data: ["a": ["b": [:]], "b": ["c": "ERROR"]],
        template: "{{#a}}{{b.c}}{{/a}}", expected: ""),
    SpecCase(name: "Dotted Names are never single keys", data: ["a.b": "c"], template: "{{a.b}}", expected: ""),
    SpecCase(name: "Dotted Names - No Masking", data: ["a.b": "c", "a": ["b": "d"]], template: "{{a.b}}", expected: "d"),
    SpecCase(name: "Implicit Iterators - Basic Interpolation", data: "world", template: "Hello, {{.}}!\n", expected: "Hello, world!\n"),
    SpecCase(name: "Implicit Iterators - HTML Escaping (verbatim in obsgen)", data: "& \" < >", template: "{{.}}", expected: "& \" < >"),
    SpecCase(name: "Implicit Iterators - Triple Mustache", data: "& \" < >", template: "{{{.}}}", expected: "& \" < >"),
    SpecCase(name: "Implicit Iterators - Ampersand", data: "& \" < >", template: "{{&.}}", expected: "& \" < >"),
    SpecCase(name: "Implicit Iterators - Basic Integer Interpolation", data: 85, template: "\"{{.}} miles an hour!\"", expected: "\"85 miles an hour!\""),
    SpecCase(name: "Interpolation - Surrounding Whitespace", data: ["string": "---"], template: "| {{string}} |", expected: "| --- |"),
    SpecCase(name: "Triple Mustache - Surrounding Whitespace", data: ["string": "---"], template: "| {{{string}}} |", expected: "| --- |"),
    SpecCase(name: "Ampersand - Surrounding Whitespace", data: ["string": "---"], template: "| {{&string}} |", expected: "| --- |"),
    SpecCase(name: "Interpolation - Standalone", data: ["string": "---"], template: "  {{string}}\n", expected: "  ---\n"),
    SpecCase(name: "Triple Mustache - Standalone", data: ["string": "---"], template: "  {{{string}}}\n", expected: "  ---\n"),
    SpecCase(name: "Ampersand - Standalone", data: ["string": "---"], template: "  {{&string}}\n", expected: "  ---\n"),
    SpecCase(name: "Interpolation With Padding", data: ["string": "---"], template: "|{{ string }}|", expected: "|---|"),
    SpecCase(name: "Triple Mustache With Padding", data: ["string": "---"], template: "|{{{ string }}}|", expected: "|---|"),
    SpecCase(name: "Ampersand With Padding", data: ["string": "---"], template: "|{{& string }}|", expected: "|---|"),
]

@Suite("Mustache spec: interpolation")
struct InterpolationSpecTests {
    @Test(arguments: interpolationCases)
    func interpolation(_ specCase: SpecCase) throws {
        #expect(try specCase.render() == specCase.expected)
    }
}
