import XCTest

@testable import ObsgenCore

/// SPEC §6: an `if` or `switch` expression (SE-0380), or a `do` block, may start on the line
/// after `=`, in the layout swift-format writes; its keywords are no references.
final class ControlFlowExpressionTests: XCTestCase {
    /// The expression of the member at `index`, or nil (a parse that lost members fails the
    /// test's assertions instead of trapping).
    private func expression(_ model: ModelDecl?, _ index: Int) -> ExpressionText? {
        guard let members = model?.members, index < members.count else { return nil }
        return SyntaxTest.expression(members[index])
    }

    func testAnIfExpressionStartsOnTheLineAfterTheEquals() throws {
        let text = """
            model Post {
              useServerSettings: Bool = false
              localVisibility: Visibility = .public
              derived visibility: Visibility =
                if useServerSettings {
                  server?.visibility ?? .public
                } else {
                  localVisibility
                }
              next: Int = 0
            }
            """
        let result = SyntaxTest.parse(text)
        XCTAssertEqual(SyntaxTest.diagnostics(result), [])
        let model = SyntaxTest.model(text)
        XCTAssertEqual(model?.members.map(\.name.text), ["useServerSettings", "localVisibility", "visibility", "next"])
        let expression = try XCTUnwrap(expression(model, 2))
        XCTAssertEqual(expression.text, "if useServerSettings {\n      server?.visibility ?? .public\n    } else {\n      localVisibility\n    }")
        XCTAssertEqual(SyntaxTest.at(result, expression.range), "5:5")
        XCTAssertEqual(SyntaxTest.references(expression), ["useServerSettings", "server", ".visibility", ".public", "localVisibility"],
                       "if and else are keywords, not references")
    }

    func testASwitchExpressionAndItsCaseLines() throws {
        let text = """
            model Badge {
              level: Int = 0
              derived color: String =
                switch level {
                case 0: "grey"
                case 1, 2: "bronze"
                default: "gold"
                }
            }
            """
        XCTAssertEqual(SyntaxTest.diagnostics(SyntaxTest.parse(text)), [])
        let color = try XCTUnwrap(expression(SyntaxTest.model(text), 1))
        XCTAssertEqual(color.text, "switch level {\n    case 0: \"grey\"\n    case 1, 2: \"bronze\"\n    default: \"gold\"\n    }")
        XCTAssertEqual(SyntaxTest.references(color), ["level"], "switch, case and default are keywords")
    }

    func testConditionsOfEveryShapeAndADoBlock() {
        let text = """
            model A {
              x: Int? = nil
              derived a: Int =
                if let x { x } else { 0 }
              derived b: Int =
                if case .some(let y) = x { y } else { 0 }
              derived c: Int =
                if !flag { 1 } else { 2 }
              derived d: Int =
                switch (x, x) { case (nil, _): 0; default: 1 }
              derived e: Int =
                do { try compute(x) } catch { 0 }
            }
            """
        let model = SyntaxTest.model(text)
        XCTAssertEqual(SyntaxTest.diagnostics(SyntaxTest.parse(text)), [])
        XCTAssertEqual(SyntaxTest.summaries(model), [
            "x: Int? = nil",
            "derived a: Int = if let x { x } else { 0 }",
            "derived b: Int = if case .some(let y) = x { y } else { 0 }",
            "derived c: Int = if !flag { 1 } else { 2 }",
            "derived d: Int = switch (x, x) { case (nil, _): 0; default: 1 }",
            "derived e: Int = do { try compute(x) } catch { 0 }",
        ])
        XCTAssertEqual(model.map { $0.members.dropFirst().map { SyntaxTest.references(SyntaxTest.expression($0)).filter { $0 == "x" }.count } },
                       [2, 1, 0, 2, 1], "let, case, do and catch are keywords; x is a reference")
    }

    func testElseAndCatchOnTheirOwnLineContinueAfterAClosingBrace() throws {
        let text = """
            model A {
              flag: Bool = false
              derived a: Int =
                if flag {
                  1
                }
                else {
                  2
                }
              derived b: Int =
                do {
                  try compute()
                }
                catch {
                  0
                }
              elsewhere: Int = 0
            }
            """
        XCTAssertEqual(SyntaxTest.diagnostics(SyntaxTest.parse(text)), [])
        let model = SyntaxTest.model(text)
        XCTAssertEqual(model?.members.map(\.name.text), ["flag", "a", "b", "elsewhere"], "`elsewhere:` is a member, not an else")
        XCTAssertEqual(try XCTUnwrap(expression(model, 1)).text, "if flag {\n      1\n    }\n    else {\n      2\n    }")
    }

    func testAKeywordInBackticksIsAName() throws {
        // `if` in backticks after a trailing `=` is a member, so the `=` has no expression;
        // in an expression it is a reference, as is a keyword after a dot.
        let text = """
            model A {
              x: Int =
              `if`: Int = 0
              `default`: Int = 0
              derived y: Int = `if` + self.default + `default`
              derived z: Int =
                `if`
            }
            """
        let result = SyntaxTest.parse(text)
        XCTAssertEqual(SyntaxTest.diagnostics(result), ["2:11: expected an expression after '='"])
        let model = result.file.models.first
        XCTAssertEqual(model?.members.map(\.name.text), ["if", "default", "y", "z"])
        XCTAssertEqual(SyntaxTest.references(expression(model, 2)), ["if", "self", "default", "default"])
        XCTAssertEqual(SyntaxTest.references(expression(model, 3)), ["if"])
    }

    func testAnIfNotFollowedByItsConditionIsNoExpression() {
        // `if` followed by `:` is a property named `if` (as `child:` is), not a condition.
        let result = SyntaxTest.parse("model A {\n  x: Int =\n  if: Int = 0\n}")
        XCTAssertEqual(SyntaxTest.diagnostics(result), ["2:11: expected an expression after '='"])
        XCTAssertEqual(result.file.models.first?.members.map(\.name.text), ["if"])
    }

    func testErrorsInsideTheExpressionPointThere() {
        let text = "model A {\n  flag: Bool = false\n  derived a: Int =\n    if flag {\n      (1]\n    } else {\n      2\n    }\n  b: Int = 0\n}"
        let result = SyntaxTest.parse(text)
        XCTAssertEqual(SyntaxTest.diagnostics(result), ["5:9: mismatched ']': expected ')' to match '('"])
        XCTAssertEqual(result.file.models.first?.members.map(\.name.text), ["flag", "b"])
    }
}
