import XCTest

@testable import ObsgenCore

/// One run reports every error and keeps what parses.
final class RecoveryTests: XCTestCase {
    func testThreeErrorsGiveThreeDiagnosticsAndValidCodeSurvives() {
        let result = SyntaxTest.parse("""
            model A {
                x Int
                y: Int = 1
                child c: [C]
                z: String = "ok"
            }
            modle B {
                w: Int
            }
            model C {
                derived d: Int
                v: Int = 2
            }
            """)
        XCTAssertEqual(SyntaxTest.diagnostics(result), [
            "2:7: expected ':' after property name 'x'",
            "4:14: expected a model name after 'child c:'",
            "7:1: expected a declaration: 'model', 'events' or 'import'",
            "11:19: expected '=' and an expression for derived property 'd'",
        ])
        XCTAssertEqual(result.file.models.map(\.name.text), ["A", "C"])
        XCTAssertEqual(result.file.models.map { $0.members.map(\.name.text) }, [["y", "z"], ["v"]])
    }

    func testErrorsInOneLineModelsRecoverAtSemicolons() {
        let result = SyntaxTest.parse("model A { x Int; y: Int = 1; z: = 2; w: Bool }\nmodel B { q: Int }")
        XCTAssertEqual(SyntaxTest.diagnostics(result), [
            "1:13: expected ':' after property name 'x'", "1:33: expected a type after 'z:'",
        ])
        XCTAssertEqual(result.file.models.map { $0.members.map(\.name.text) }, [["y", "w"], ["q"]])
    }

    func testErrorInsideAMultiLineDefaultSkipsTheWholeDefault() {
        let result = SyntaxTest.parse("""
            model A {
                x: Int = [1, 2)
                y: Int = 3
                z: [Int] = [
                    1, 2
                ]
            }
            """)
        XCTAssertEqual(SyntaxTest.diagnostics(result), ["2:19: mismatched ')': expected ']' to match '['"])
        XCTAssertEqual(result.file.models.first?.members.map(\.name.text), ["y", "z"])
    }

    func testTopLevelGarbageIsSkippedToTheNextDeclaration() {
        let result = SyntaxTest.parse("""
            garbage here { with: braces; and "}" strings }
            more garbage
            @MainActor model A { x: Int }
            + - *
            events E { e }
            import Foundation
            """)
        XCTAssertEqual(SyntaxTest.diagnostics(result), [
            "1:1: expected a declaration: 'model', 'events' or 'import'",
            "2:1: expected a declaration: 'model', 'events' or 'import'",
            "4:1: expected a declaration: 'model', 'events' or 'import'",
        ])
        XCTAssertEqual(result.file.declarations.map(\.name.text), ["A", "E"])
        XCTAssertEqual(result.file.imports.map(\.module), ["Foundation"])
        XCTAssertEqual(result.file.models.first?.attributes.map(\.kind), [.mainActor])
    }

    func testMissingBraceThenNextModelStillParses() {
        let result = SyntaxTest.parse("model A {\n  x: Int = (1\nmodel B { y: Int }\nmodel C { z: Int }\n")
        XCTAssertEqual(SyntaxTest.diagnostics(result), ["2:12: '(' is never closed", "3:1: '}' expected at end of model 'A'"])
        XCTAssertEqual(result.file.models.map(\.name.text), ["A", "B", "C"])
    }

    func testLexicalErrorsDoNotStopParsing() {
        let result = SyntaxTest.parse("model A {\n  x: Int = 1\n  ` y: Int\n  z: Int\n}\nmodel B {}")
        XCTAssertEqual(SyntaxTest.diagnostics(result), [
            "3:3: expected an identifier between backticks",
            "3:3: expected a member: a property, 'child', 'children', 'derived' or 'event'",
        ])
        XCTAssertEqual(result.file.models.map { $0.members.map(\.name.text) }, [["x", "z"], []])
    }

    func testDiagnosticsAreInSourceOrder() {
        let result = SyntaxTest.parse(bytes: Array("model A {\n  x Int\n}\n".utf8) + [0xFF] + Array("\nfoo".utf8))
        let starts = result.diagnostics.compactMap { $0.range?.start }
        XCTAssertEqual(starts, starts.sorted())
        XCTAssertEqual(result.diagnostics.count, 3)
    }
}
