import XCTest

@testable import ObsgenCore

/// SPEC §6: an expression may start on the line after `=`, and a line starting with `.`
/// continues the expression above it (swift-format's layouts).
final class ContinuationTests: XCTestCase {
    func testLinesStartingWithADotContinueTheExpression() throws {
        let text = "model Cart {\n  items: [Int] = []\n  derived total: Int = items\n    .map { $0 * 2 }\n    .reduce(0, +)\n  next: Int = 1\n}"
        let result = SyntaxTest.parse(text)
        let model = SyntaxTest.model(text)
        XCTAssertEqual(model?.members.map(\.name.text), ["items", "total", "next"])
        let total = try XCTUnwrap(model?.members[1])
        let expression = try XCTUnwrap(SyntaxTest.expression(total))
        XCTAssertEqual(expression.text, "items\n    .map { $0 * 2 }\n    .reduce(0, +)")
        XCTAssertEqual(SyntaxTest.at(result, expression.range), "3:24")
        XCTAssertEqual(result.file.source.location(of: expression.range.end).description, "5:18")
        XCTAssertEqual(SyntaxTest.text(result, expression.range), expression.text)
        XCTAssertEqual(SyntaxTest.references(expression), ["items", ".map", "$0", ".reduce"])
        XCTAssertEqual(SyntaxTest.text(result, total.range), "derived total: Int = items\n    .map { $0 * 2 }\n    .reduce(0, +)")
    }

    func testAnExpressionMayStartOnTheLineAfterTheEquals() throws {
        let text = "model A {\n  x: Int = 1\n  derived big: Bool =\n    x > 10\n  y: [Int] =\n    [1, 2]\n      .sorted()\n  z: Int =\n    try compute()\n}"
        let result = SyntaxTest.parse(text)
        let model = SyntaxTest.model(text)
        XCTAssertEqual(SyntaxTest.summaries(model), ["x: Int = 1", "derived big: Bool = x > 10", "y: [Int] = [1, 2]\n      .sorted()", "z: Int = try compute()"])
        let big = try XCTUnwrap(model.flatMap { SyntaxTest.expression($0.members[1]) })
        XCTAssertEqual(SyntaxTest.at(result, big.range), "4:5")
        XCTAssertEqual(SyntaxTest.references(big), ["x"])
    }

    func testWhatIsNotAContinuation() {
        // A member, a declaration, a blank line, a comment or the end of the model after a
        // trailing `=` leave the expression missing; a line not starting with `.` ends it.
        let text = """
            model A {
              a: Int =
              b: Int = 2
              c: Int =

                3
              d: Int =
              // nothing
              e: Int = f
              g: Int = h
                + 1
              i: Int =
              @distinct j: Int = 0
              k: Int =
              let l: Int = 0
            }
            model B { m: Int =
            }
            """
        XCTAssertEqual(SyntaxTest.diagnostics(SyntaxTest.parse(text)), [
            "2:11: expected an expression after '='",
            "4:11: expected an expression after '='",
            "6:5: expected a member: a property, 'child', 'children', 'derived' or 'event'",
            "7:11: expected an expression after '='",
            "11:5: expected a member: a property, 'child', 'children', 'derived' or 'event'",
            "12:11: expected an expression after '='",
            "14:11: expected an expression after '='",
            "17:19: expected an expression after '='",
        ])
        XCTAssertEqual(SyntaxTest.parse(text).file.models.map { $0.members.map(\.name.text) }, [["b", "e", "g", "j", "l"], []])
    }

    func testErrorsOnAContinuationLinePointThere() {
        let result = SyntaxTest.parse("model A {\n  x: [Int] = items\n    .prefix((1, 2])\n  y: Int = 0\n}")
        XCTAssertEqual(SyntaxTest.diagnostics(result), ["3:18: mismatched ']': expected ')' to match '('"])
        XCTAssertEqual(result.file.models.first?.members.map(\.name.text), ["y"])
    }

    func testACommentBeforeTheLineBreakStaysInsideTheText() throws {
        let model = SyntaxTest.model("model A {\n  x: [Int] = [3, 1] // unsorted\n    .sorted()\n}")
        let expression = try XCTUnwrap(model.flatMap { SyntaxTest.expression($0.members[0]) })
        XCTAssertEqual(expression.text, "[3, 1] // unsorted\n    .sorted()")
    }
}
