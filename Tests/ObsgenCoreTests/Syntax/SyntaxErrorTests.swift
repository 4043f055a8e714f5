import XCTest

@testable import ObsgenCore

/// Every syntax error message, with its line and column.
final class SyntaxErrorTests: XCTestCase {
    /// Asserts the exact diagnostics (`line:column: message`) of a source text.
    private func check(_ text: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(SyntaxTest.diagnostics(SyntaxTest.parse(text)), expected, file: file, line: line)
    }

    func testPropertyErrors() {
        check("model A {\n  x Int\n}", ["2:5: expected ':' after property name 'x'"])
        check("model A {\n  x\n}", ["2:3: property 'x' has no type"])
        check("model A {\n  x:\n}", ["2:5: expected a type after 'x:'"])
        check("model A {\n  x: = 1\n}", ["2:6: expected a type after 'x:'"])
        check("model A {\n  x: Int =\n}", ["2:11: expected an expression after '='"])
        check("model A {\n  x: Int = // nothing\n}", ["2:11: expected an expression after '='"])
        check("model A {\n  let\n}", ["2:6: expected a property name after 'let'"])
        check("model A {\n  123\n}", ["2:3: expected a member: a property, 'child', 'children', 'derived' or 'event'"])
    }

    func testChildAndChildrenErrors() {
        check("model A {\n  child\n}", ["2:8: expected a name after 'child'"])
        check("model A {\n  child x Part\n}", ["2:11: expected ':' after child name 'x'"])
        check("model A {\n  child x:\n}", ["2:11: expected a model name after 'child x:'"])
        check("model A {\n  child x: Foo.Bar\n}", ["2:12: 'child' type must be a model name, like 'Settings' or 'Settings?'"])
        let array = SyntaxTest.parse("model A {\n  child x: [Part]\n}")
        XCTAssertEqual(SyntaxTest.diagnostics(array), ["2:12: expected a model name after 'child x:'"])
        XCTAssertEqual(array.diagnostics.first?.notes.map(\.message), ["use 'children' for an array of models"])
        XCTAssertEqual(array.diagnostics.first.flatMap { $0.range.map { SyntaxTest.text(array, $0) } }, "[Part]")
        check("model A {\n  children\n}", ["2:11: expected a name after 'children'"])
        check("model A {\n  children x [Part]\n}", ["2:14: expected ':' after children name 'x'"])
        check("model A {\n  children x: Part\n}", ["2:15: 'children' type must be an array or a dictionary of a model, like '[Part]' or '[UUID: Part]'"])
        check("model A {\n  children x: [Part]?\n}", ["2:15: 'children' type must be an array or a dictionary of a model, like '[Part]' or '[UUID: Part]'"])
        check("model A {\n  children x:\n}", ["2:14: 'children' type must be an array or a dictionary of a model, like '[Part]' or '[UUID: Part]'"])
    }

    func testDerivedAndEventErrors() {
        check("model A {\n  derived\n}", ["2:10: expected a name after 'derived'"])
        check("model A {\n  derived d Bool = x\n}", ["2:13: expected ':' after derived name 'd'"])
        check("model A {\n  derived d: Bool\n}", ["2:18: expected '=' and an expression for derived property 'd'"])
        check("model A {\n  derived d: Bool =\n}", ["2:20: expected an expression after '='"])
        check("model A {\n  derived d: = x\n}", ["2:14: expected a type after 'd:'"])
        check("model A {\n  event\n}", ["2:8: expected an event name after 'event'"])
        check("model A {\n  event e(a Int)\n}", ["2:13: expected ':' after parameter name 'a'"])
        check("model A {\n  event e(Int)\n}", ["2:11: event parameter needs a label, like 'value: String'"])
        check("model A {\n  event e(a:)\n}", ["2:13: expected a type after 'a:'"])
        check("model A {\n  event e(1)\n}", ["2:11: expected a parameter name in event 'e'"])
        check("model A {\n  event e(a: Int\n  x: Int\n}", ["2:17: expected ',' or ')' in the parameter list of event 'e'"])
        check("model A {\n  event e extra\n}", ["2:11: consecutive members on a line must be separated by ';'"])
    }

    func testAttributeErrors() {
        let unknown = SyntaxTest.parse("model A {\n  @foo x: Int\n}")
        XCTAssertEqual(SyntaxTest.diagnostics(unknown), ["2:3: unknown attribute '@foo'"])
        XCTAssertEqual(unknown.diagnostics.first?.notes.map(\.message), ["known attributes are '@MainActor', '@locked', '@distinct' and '@persisted(\"key\")'"])
        XCTAssertEqual(unknown.diagnostics.first.flatMap { $0.range.map { SyntaxTest.text(unknown, $0) } }, "@foo")
        XCTAssertEqual(unknown.file.models.first?.members.map(\.name.text), ["x"])  // the member is still parsed
        check("@mainactor model A {}", ["1:1: unknown attribute '@mainactor'"])
        check("model A {\n  @ x: Int\n}", ["2:3: expected an attribute name after '@'"])
        check("@MainActor import Foundation", ["1:12: expected 'model' or 'events' after attributes"])
        check("@MainActor\n\nfoo", ["3:1: expected 'model' or 'events' after attributes"])
        check("events E {\n  @distinct a\n}", ["2:3: attributes cannot be applied to an event case"])
    }

    func testDeclarationErrors() {
        check("model A x: Int }", ["1:9: expected '{' after model name"])
        check("model A\n", ["1:8: expected '{' after model name"])
        check("model A\n  x: Int\n}", ["1:8: expected '{' after model name"])
        check("model {\n}", ["1:7: expected a model name after 'model'"])
        check("events {}", ["1:8: expected a name after 'events'"])
        check("events E a", ["1:10: expected '{' after events name"])
        check("import", ["1:7: expected a module name after 'import'"])
        check("import ;", ["1:8: expected a module name after 'import'"])
        check("modle A {\n  x: Int\n}", ["1:1: expected a declaration: 'model', 'events' or 'import'"])
        check("  \"text\"", ["1:3: expected a declaration: 'model', 'events' or 'import'"])
        check("}\n", ["1:1: extraneous '}' at top level"])
        check("events E {\n  1\n  a b\n}", [
            "2:3: expected an event case name in events 'E'", "3:5: consecutive cases on a line must be separated by ';'",
        ])
    }

    func testMissingClosingBrace() {
        let atEnd = SyntaxTest.parse("@MainActor\nmodel A {\n  x: Int\n")
        XCTAssertEqual(SyntaxTest.diagnostics(atEnd), ["4:1: '}' expected at end of model 'A'"])
        let note = atEnd.diagnostics.first?.notes.first
        XCTAssertEqual(note?.message, "model 'A' starts here")
        XCTAssertEqual(note?.range.map { SyntaxTest.at(atEnd, $0) }, "2:1")
        XCTAssertEqual(atEnd.file.models.first?.members.map(\.name.text), ["x"])

        let beforeNext = SyntaxTest.parse("model A {\n  x: Int\nmodel B { y: Int }\n")
        XCTAssertEqual(SyntaxTest.diagnostics(beforeNext), ["3:1: '}' expected at end of model 'A'"])
        XCTAssertEqual(beforeNext.file.models.map(\.name.text), ["A", "B"])
        XCTAssertEqual(beforeNext.file.models.last?.members.map(\.name.text), ["y"])

        let bus = SyntaxTest.parse("events E {\n  a\n")
        XCTAssertEqual(SyntaxTest.diagnostics(bus), ["3:1: '}' expected at end of events 'E'"])
        XCTAssertEqual(bus.diagnostics.first?.notes.first?.message, "events 'E' starts here")
    }

    func testUnterminatedConstructsPointAtTheirOpening() {
        check("model A { x: String = \"abc\n}", ["1:23: unterminated string literal"])
        check("model A { x: String = \"\"\"\n abc\n}", ["1:23: unterminated string literal"])
        check("model A { x: String = #\"abc\"\n}", ["1:23: unterminated string literal"])
        check("model A { x: Int = /* abc\n}", ["1:20: unterminated '/*' comment"])
        check("/* abc /* nested */", ["1:1: unterminated '/*' comment"])
        check("model A { x: Int = (1 + 2\n  y: Int\n}", ["1:20: '(' is never closed"])
        check("model A {\n  x: [Int] = [1, 2\n}\nmodel B {}", ["2:14: '[' is never closed"])
        check("model A {\n  x: Int = [f(\n}", ["2:14: '(' is never closed"])
        check("model A {\n  x: Int = f({\n}", ["2:13: '(' is never closed"])
        check("model A {\n  x: (Int, Int) = (1, 2\nmodel B {}", ["2:19: '(' is never closed", "3:1: '}' expected at end of model 'A'"])
        check("model A { x: Set<Int\n y: Int }", ["1:17: '<' is never closed"])
        check("model A { x: (Int,\n y: Int }", ["1:14: '(' is never closed"])
        check("model A { x: String = \"\\(a + \"", ["1:30: unterminated string literal"])
        check("model A {\n  x: Int = (", ["2:12: '(' is never closed"])
    }

    func testUnbalancedClosers() {
        check("model A { x: Int = f(1))\n y: Int }", ["1:24: unexpected ')' in expression"])
        check("model A { x: Int = [1)\n y: Int }", ["1:22: mismatched ')': expected ']' to match '['"])
        check("model A { x: Int) }", ["1:17: unexpected ')' in type"])
        check("model A { x: Int> }", ["1:17: unexpected '>' in type"])
        check("model A { x: (Int] }", ["1:18: mismatched ']': expected ')' to match '('"])
        check("model A { `x: Int }", [
            "1:11: expected an identifier between backticks",
            "1:11: expected a member: a property, 'child', 'children', 'derived' or 'event'",
        ])
    }

    func testMismatchNotePointsAtTheOpener() {
        let result = SyntaxTest.parse("model A {\n  x: [Int] = [1, 2)\n}")
        let note = result.diagnostics.first?.notes.first
        XCTAssertEqual(note?.message, "'[' opened here")
        XCTAssertEqual(note?.range.map { SyntaxTest.at(result, $0) }, "2:14")
    }

    func testDiagnosticRangesCoverTheOffendingText() {
        let result = SyntaxTest.parse("model A {\n  children x: Set<Part>\n  @unknown y: Int\n}\nfoo bar")
        let texts = result.diagnostics.compactMap { $0.range.map { SyntaxTest.text(result, $0) } }
        XCTAssertEqual(texts, ["Set<Part>", "@unknown", "foo"])
    }
}
