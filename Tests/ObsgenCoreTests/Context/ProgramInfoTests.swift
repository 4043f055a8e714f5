@testable import ObsgenCore
import XCTest

/// Program-wide facts: which `Change` cases are `indirect`, which models build with `()`.
final class ProgramInfoTests: XCTestCase {
    private func program(_ text: String) -> ProgramInfo {
        let parsed = Parser.parse(SourceFile(path: "t.obs", text: text))
        XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        return ProgramInfo(files: [parsed.file])
    }

    func testCasesAreIndirectExactlyInsideACycle() {
        let info = program("""
        model A { child b: B? }
        model B { children a: [A] = []; child c: C }
        model C { x: Int = 0 }
        model N { children kids: [N] = [] }
        """)
        XCTAssertTrue(info.isRecursive(from: "A", to: "B"))
        XCTAssertTrue(info.isRecursive(from: "B", to: "A"))
        XCTAssertFalse(info.isRecursive(from: "B", to: "C"))
        XCTAssertTrue(info.isRecursive(from: "N", to: "N"))
    }

    func testBuildableWithoutArguments() {
        let info = program("""
        model A { child b: B }
        model B { child c: C; note: String? }
        model C { x: Int = 0 }
        model D { title: String }
        model E { child d: D }
        model F { child d: D = D(title: ""); child e: E? }
        """)
        XCTAssertTrue(info.isBuildableWithoutArguments("A"))
        XCTAssertTrue(info.isBuildableWithoutArguments("B"))
        XCTAssertFalse(info.isBuildableWithoutArguments("D"))
        XCTAssertFalse(info.isBuildableWithoutArguments("E"))
        XCTAssertTrue(info.isBuildableWithoutArguments("F"))
    }

    func testLongChainsNeedNoDeepRecursion() {
        let count = 20_000
        let text = (0..<count).map { "model M\($0) { child next: M\($0 + 1) }" }.joined(separator: "\n") + "\nmodel M\(count) { x: Int = 0 }\n"
        let info = program(text)
        XCTAssertTrue(info.isBuildableWithoutArguments("M0"))
        XCTAssertFalse(info.isRecursive(from: "M0", to: "M1"))
    }
}

/// The observation style asks the runtime's tuple comparison for a type written as a tuple
/// (the registrar's own overloads, the macro's, always tell a tuple).
final class TupleTypeFactsTests: XCTestCase {
    func testATupleIsParenthesesAroundTheWholeTypeWithACommaDirectlyInside() {
        for tuple in ["(Int, Int)", "(done: Int, total: Int)", "(Int, [String: Int], Set<Int>)", "((Int, Int), Int)", "(Int, (Int) -> Void)"] {
            XCTAssertTrue(TypeFacts.isTuple(tuple), tuple)
        }
        for other in ["Int", "(Int)", "(Int, Int)?", "(Int, Int) -> Void", "(Int) -> (Int, Int)", "[(Int, Int)]", "(Dictionary<String, Int>)",
                      "(Int, Int).Type", "()", "Optional<(Int, Int)>"] {
            XCTAssertFalse(TypeFacts.isTuple(other), other)
        }
    }
}
