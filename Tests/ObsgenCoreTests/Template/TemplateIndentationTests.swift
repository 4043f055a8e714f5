import Testing
@testable import ObsgenCore

/// How standalone partials indent generated code, beyond the spec's cases.
@Suite("Partial indentation")
struct TemplateIndentationTests {
    @Test func nestedStandalonePartialsAccumulateIndentation() throws {
        let output = try render(
            "struct S {\n    {{>members}}\n}\n", ["names": ["a", "b"]],
            partials: [
                "members": "{{#names}}\n{{>member}}\n{{/names}}\n",
                "member": "var {{.}}: Int {\n    get { 0 }\n}\n",
            ])
        #expect(output == "struct S {\n    var a: Int {\n        get { 0 }\n    }\n    var b: Int {\n        get { 0 }\n    }\n}\n")
    }

    @Test func emptyLinesGetNoIndentation() throws {
        let output = try render("  {{>p}}\n", ["doc": ""], partials: ["p": "a\n\nb\n{{doc}}\nc\r\n\r\nd\n"])
        #expect(output == "  a\n\n  b\n\n  c\r\n\r\n  d\n")
    }

    @Test func lineStartingWithTagIsIndented() throws {
        let output = try render("  {{>p}}\n", ["x": "1", "flag": true], partials: ["p": "{{x}} one\n{{#flag}}on{{/flag}} two\n"])
        #expect(output == "  1 one\n  on two\n")
    }

    @Test func standaloneSectionLinesInsidePartialVanish() throws {
        let output = try render(
            "\t{{>p}}\n", ["items": [["n": 1], ["n": 2]]],
            partials: ["p": "begin\n    {{#items}}\n    item {{n}}\n    {{/items}}\n    {{! a comment }}\nend\n"])
        #expect(output == "\tbegin\n\t    item 1\n\t    item 2\n\tend\n")
    }

    @Test func inlinePartialInsideIndentedPartialIsNotIndented() throws {
        let output = try render("  {{>outer}}\n", partials: ["outer": "a {{>inner}}\nz\n", "inner": "b\nc"])
        #expect(output == "  a b\nc\n  z\n")
    }

    @Test func partialWithoutTrailingNewlineContinuesTheLine() throws {
        let output = try render("  {{>p}}\nnext\n", ["empty": ""], partials: ["p": "x\n{{empty}}"])
        #expect(output == "  x\n  next\n")
    }

    @Test func interpolatedNewlinesAreNotIndented() throws {
        let output = try render("  {{>p}}\n", ["body": "a\nb"], partials: ["p": "{{body}}\n"])
        #expect(output == "  a\nb\n")
    }

    @Test func unicodeTextPassesThroughUntouched() throws {
        let output = try render("«{{name}}» — 名前 😀\n", ["name": "Ünïcode 🎉"])
        #expect(output == "«Ünïcode 🎉» — 名前 😀\n")
    }

    @Test func valuesRenderVerbatim() throws {
        let output = try render("{{a}} {{b}} {{c}} {{d}} {{e}}", ["a": true, "b": false, "c": -42, "d": "<&\"'>", "e": .null])
        #expect(output == "true false -42 <&\"'> ")
    }

    @Test func zeroAndEmptyStringAreTruthy() throws {
        let output = try render("{{#z}}z{{/z}}{{#s}}s{{/s}}{{^s}}!{{/s}}", ["z": 0, "s": ""])
        #expect(output == "zs")
    }

    @Test func lookupWalksOutwardsThroughNonObjectFrames() throws {
        let output = try render("{{#list}}{{.}}{{sep}}{{/list}}", ["sep": ",", "list": ["a", "b"]])
        #expect(output == "a,b,")
    }
}
