import Testing
@testable import ObsgenCore

/// Every template error names the template, the line and byte column of the offending tag,
/// and what is wrong.
@Suite("Template errors")
struct TemplateErrorTests {
    /// Expects rendering `template` to fail at `line:column` with `message`.
    func expectError(
        _ template: String, _ line: Int, _ column: Int, _ message: String,
        partials: [String: String] = [:], data: JSONValue = [:], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let error = renderError(template, data, partials: partials)
        #expect(error == TemplateError(template: "test", line: line, column: column, message: message), sourceLocation: sourceLocation)
    }

    @Test func unclosedSectionPointsAtItsOpeningTag() {
        expectError("a\n  {{#items}}\n{{name}}\n", 2, 3, "unclosed section 'items'")
    }

    @Test func innermostOpenSectionIsChecked() {
        expectError("{{#a}}\n{{#b}}x{{/b}}\n {{^c}}\n{{/a}}", 4, 1, "'{{/a}}' closes 'c' (opened at 3:2); expected '{{/c}}'")
        expectError("{{#a}}{{#b}}", 1, 7, "unclosed section 'b'")
    }

    @Test func mismatchedCloseNamesBothSections() {
        expectError("{{#x}}\n  ok {{/y}}\n", 2, 6, "'{{/y}}' closes 'x' (opened at 1:1); expected '{{/x}}'")
    }

    @Test func closeWithoutOpenSection() {
        expectError("text\n{{/y}}", 2, 1, "'{{/y}}' has no open section to close")
    }

    @Test func unclosedTag() {
        expectError("ab {{name", 1, 4, "unclosed tag: expected '}}'")
        expectError("line\n x {{name\n}}", 2, 4, "unclosed tag: expected '}}'")
        expectError("{{{name}}", 1, 1, "unclosed tag: expected '}}}'")
        expectError("x\n\n{{! never ends", 3, 1, "unclosed comment: expected '}}'")
        expectError("{{", 1, 1, "unclosed tag: expected '}}'")
    }

    @Test func unknownPartial() {
        expectError("a\n b {{> foo}}", 2, 4, "no template named 'foo'")
    }

    @Test func unknownTopLevelTemplate() throws {
        let set = TemplateSet(sources: ["a": "x"])
        #expect(throws: TemplateError(template: "b", line: 1, column: 1, message: "no template named 'b'")) {
            try set.render("b", context: [:])
        }
    }

    @Test func emptyTagName() {
        expectError("x {{}}", 1, 3, "empty tag name")
        expectError("\n{{#  }}{{/}}", 2, 1, "empty tag name")
        expectError("{{> }}", 1, 1, "empty tag name")
        expectError("{{{ }}}", 1, 1, "empty tag name")
    }

    @Test func invalidTagNames() {
        expectError("{{a b}}", 1, 1, "invalid tag name 'a b': names cannot contain whitespace")
        expectError("{{a..b}}", 1, 1, "invalid tag name 'a..b'")
        expectError("{{#a.}}{{/a.}}", 1, 1, "invalid tag name 'a.'")
    }

    @Test func unsupportedTags() {
        expectError("x{{=<% %>=}}", 1, 2, "set-delimiter tags ('{{=…=}}') are not supported")
        expectError("{{<parent}}{{/parent}}", 1, 1, "template inheritance tags ('{{<…}}') are not supported")
        expectError("{{$block}}{{/block}}", 1, 1, "template inheritance tags ('{{$…}}') are not supported")
    }

    @Test func columnsCountUTF8Bytes() {
        expectError("é {{}}", 1, 4, "empty tag name")
    }

    @Test func interpolatingContainersIsAnError() {
        expectError("\n  {{items}}", 2, 3, "cannot interpolate 'items': it is an array; use a section", data: ["items": [1]])
        expectError("{{a.b}}", 1, 1, "cannot interpolate 'a.b': it is an object; use a section", data: ["a": ["b": [:]]])
    }

    @Test func recursivePartialStopsAtDepthLimit() {
        let error = renderError("{{>loop}}", partials: ["loop": "x\n{{#.}}\n  {{>loop}}\n{{/.}}\n"])
        #expect(error?.template == "loop")
        #expect(error?.line == 3)
        #expect(error?.column == 3)
        #expect(error?.message == "partials nested deeper than 64 (is 'loop' recursive without end?)")
    }

    @Test func recursionWithinTheLimitRenders() throws {
        var tree: JSONValue = ["name": "leaf", "children": []]
        for level in 0..<60 { tree = ["name": .string("n\(level)"), "children": [tree]] }
        let output = try render("{{>node}}", tree, partials: ["node": "{{name}}\n{{#children}}\n{{>node}}\n{{/children}}\n"])
        #expect(output.split(separator: "\n").count == 61)
    }

    @Test func sectionNestingLimit() {
        let template = String(repeating: "{{#a}}", count: 101) + String(repeating: "{{/a}}", count: 101)
        expectError(template, 1, 601, "sections nested deeper than 100")
    }

    @Test func errorInPartialNamesThePartial() {
        let error = renderError("ok {{>broken}}", partials: ["broken": "\n\n  {{#x}}"])
        #expect(error == TemplateError(template: "broken", line: 3, column: 3, message: "unclosed section 'x'"))
    }

    @Test func validatingInitThrowsFirstErrorInNameOrder() {
        #expect(throws: TemplateError(template: "a", line: 1, column: 2, message: "empty tag name")) {
            try TemplateSet(validating: ["b": "{{#x}}", "a": " {{}}", "c": "fine"])
        }
        let set = TemplateSet(sources: ["b": "{{#x}}", "a": " {{}}", "c": "fine"])
        #expect(set.errors.map(\.template) == ["a", "b"])
        #expect(set.names == ["a", "b", "c"])
        #expect(throws: Never.self) { try set.render("c", context: [:]) }
    }

    @Test func descriptionIsEditorFriendly() {
        let error = TemplateError(template: "model", line: 3, column: 7, message: "unclosed section 'x'")
        #expect(error.description == "model.mustache:3:7: unclosed section 'x'")
    }
}
