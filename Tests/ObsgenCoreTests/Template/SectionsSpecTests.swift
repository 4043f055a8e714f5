import Testing
@testable import ObsgenCore

/// `sections.yml` of the Mustache spec (lambda and decimal cases left out).
let sectionCases: [SpecCase] = [
    SpecCase(name: "Truthy", data: ["boolean": true], template: "\"{{#boolean}}This should be rendered.{{/boolean}}\"", expected: "\"This should be rendered.\""),
    SpecCase(name: "Falsey", data: ["boolean": false], template: "\"{{#boolean}}This should not be rendered.{{/boolean}}\"", expected: "\"\""),
    SpecCase(name: "Null is falsey", data: ["null": .null], template: "\"{{#null}}This should not be rendered.{{/null}}\"", expected: "\"\""),
    SpecCase(name: "Context", data: ["context": ["name": "Joe"]], template: "\"{{#context}}Hi {{name}}.{{/context}}\"", expected: "\"Hi Joe.\""),
    SpecCase(
        name: "Parent contexts", data: ["a": "foo", "b": "wrong", "sec": ["b": "bar"], "c": ["d": "baz"]],
        template: "\"{{#sec}}{{a}}, {{b}}, {{c.d}}{{/sec}}\"", expected: "\"foo, bar, baz\""),
    SpecCase(name: "Variable test", data: ["foo": "bar"], template: "\"{{#foo}}{{.}} is {{foo}}{{/foo}}\"", expected: "\"bar is bar\""),
    SpecCase(
        name: "List Contexts",
        data: ["tops": [["tname": ["upper": "A", "lower": "a"], "middles": [["mname": "1", "bottoms": [["bname": "x"], ["bname": "y"]]]]]]],
        template: "{{#tops}}{{#middles}}{{tname.lower}}{{mname}}.{{#bottoms}}{{tname.upper}}{{mname}}{{bname}}.{{/bottoms}}{{/middles}}{{/tops}}",
        expected: "a1.A1x.A1y."),
    SpecCase(
        name: "Deeply Nested Contexts",
        data: ["a": ["one": 1], "b": ["two": 2], "c": ["three": 3, "d": ["four": 4, "five": 5]]],
        template: """
            {{#a}}
            {{one}}
            {{#b}}
            {{one}}{{two}}{{one}}
            {{#c}}
            {{one}}{{two}}{{three}}{{two}}{{one}}
            {{#d}}
            {{one}}{{two}}{{three}}{{four}}{{three}}{{two}}{{one}}
            {{#five}}
            {{one}}{{two}}{{three}}{{four}}{{five}}{{four}}{{three}}{{two}}{{one}}
            {{one}}{{two}}{{three}}{{four}}{{.}}6{{.}}{{four}}{{three}}{{two}}{{one}}
            {{one}}{{two}}{{three}}{{four}}{{five}}{{four}}{{three}}{{two}}{{one}}
            {{/five}}
            {{one}}{{two}}{{three}}{{four}}{{three}}{{two}}{{one}}
            {{/d}}
            {{one}}{{two}}{{three}}{{two}}{{one}}
            {{/c}}
            {{one}}{{two}}{{one}}
            {{/b}}
            {{one}}
            {{/a}}

            """,
        expected: "1\n121\n12321\n1234321\n123454321\n12345654321\n123454321\n1234321\n12321\n121\n1\n"),
    SpecCase(name: "List", data: ["list": [["item": 1], ["item": 2], ["item": 3]]], template: "\"{{#list}}{{item}}{{/list}}\"", expected: "\"123\""),
    SpecCase(name: "Empty List", data: ["list": []], template: "\"{{#list}}Yay lists!{{/list}}\"", expected: "\"\""),
    SpecCase(name: "Strings Not Lists", data: ["section": "123"], template: "\"{{#section}}foo{{/section}}\"", expected: "\"foo\""),
    SpecCase(
        name: "Doubled", data: ["bool": true, "two": "second"],
        template: "{{#bool}}\n* first\n{{/bool}}\n* {{two}}\n{{#bool}}\n* third\n{{/bool}}\n", expected: "* first\n* second\n* third\n"),
    SpecCase(name: "Nested (Truthy)", data: ["bool": true], template: "| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |", expected: "| A B C D E |"),
    SpecCase(name: "Nested (Falsey)", data: ["bool": false], template: "| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |", expected: "| A  E |"),
    SpecCase(name: "Context Misses", data: [:], template: "[{{#missing}}Found key 'missing'!{{/missing}}]", expected: "[]"),
    SpecCase(name: "Implicit Iterator - String", data: ["list": ["a", "b", "c", "d", "e"]], template: "\"{{#list}}({{.}}){{/list}}\"", expected: "\"(a)(b)(c)(d)(e)\""),
    SpecCase(name: "Implicit Iterator - Integer", data: ["list": [1, 2, 3, 4, 5]], template: "\"{{#list}}({{.}}){{/list}}\"", expected: "\"(1)(2)(3)(4)(5)\""),
    SpecCase(name: "Implicit Iterator - Array", data: ["list": [[1, 2, 3], ["a", "b", "c"]]], template: "\"{{#list}}({{#.}}{{.}}{{/.}}){{/list}}\"", expected: "\"(123)(abc)\""),
    SpecCase(
        name: "Implicit Iterator - HTML Escaping (verbatim in obsgen)", data: ["list": ["&", "\"", "<", ">"]],
        template: "\"{{#list}}({{.}}){{/list}}\"", expected: "\"(&)(\")(<)(>)\""),
    SpecCase(name: "Implicit Iterator - Triple mustache", data: ["list": ["&", "\"", "<", ">"]], template: "\"{{#list}}({{{.}}}){{/list}}\"", expected: "\"(&)(\")(<)(>)\""),
    SpecCase(name: "Implicit Iterator - Ampersand", data: ["list": ["&", "\"", "<", ">"]], template: "\"{{#list}}({{&.}}){{/list}}\"", expected: "\"(&)(\")(<)(>)\""),
    SpecCase(name: "Implicit Iterator - Root-level", data: [["value": "a"], ["value": "b"]], template: "\"{{#.}}({{value}}){{/.}}\"", expected: "\"(a)(b)\""),
    SpecCase(name: "Dotted Names - Truthy", data: ["a": ["b": ["c": true]]], template: "\"{{#a.b.c}}Here{{/a.b.c}}\" == \"Here\"", expected: "\"Here\" == \"Here\""),
    SpecCase(name: "Dotted Names - Falsey", data: ["a": ["b": ["c": false]]], template: "\"{{#a.b.c}}Here{{/a.b.c}}\" == \"\"", expected: "\"\" == \"\""),
    SpecCase(name: "Dotted Names - Broken Chains", data: ["a": [:]], template: "\"{{#a.b.c}}Here{{/a.b.c}}\" == \"\"", expected: "\"\" == \"\""),
    SpecCase(name: "Surrounding Whitespace", data: ["boolean": true], template: " | {{#boolean}}\t|\t{{/boolean}} | \n", expected: " | \t|\t | \n"),
    SpecCase(
        name: "Internal Whitespace", data: ["boolean": true],
        template: " | {{#boolean}} {{! Important Whitespace }}\n {{/boolean}} | \n", expected: " |  \n  | \n"),
    SpecCase(
        name: "Indented Inline Sections", data: ["boolean": true],
        template: " {{#boolean}}YES{{/boolean}}\n {{#boolean}}GOOD{{/boolean}}\n", expected: " YES\n GOOD\n"),
    SpecCase(
        name: "Standalone Lines", data: ["boolean": true],
        template: "| This Is\n{{#boolean}}\n|\n{{/boolean}}\n| A Line\n", expected: "| This Is\n|\n| A Line\n"),
    SpecCase(
        name: "Indented Standalone Lines", data: ["boolean": true],
        template: "| This Is\n  {{#boolean}}\n|\n  {{/boolean}}\n| A Line\n", expected: "| This Is\n|\n| A Line\n"),
    SpecCase(name: "Standalone Line Endings", data: ["boolean": true], template: "|\r\n{{#boolean}}\r\n{{/boolean}}\r\n|", expected: "|\r\n|"),
    SpecCase(name: "Standalone Without Previous Line", data: ["boolean": true], template: "  {{#boolean}}\n#{{/boolean}}\n/", expected: "#\n/"),
    SpecCase(name: "Standalone Without Newline", data: ["boolean": true], template: "#{{#boolean}}\n/\n  {{/boolean}}", expected: "#\n/\n"),
    SpecCase(name: "Padding", data: ["boolean": true], template: "|{{# boolean }}={{/ boolean }}|", expected: "|=|"),
]

@Suite("Mustache spec: sections")
struct SectionsSpecTests {
    @Test(arguments: sectionCases)
    func sections(_ specCase: SpecCase) throws {
        #expect(try specCase.render() == specCase.expected)
    }
}
