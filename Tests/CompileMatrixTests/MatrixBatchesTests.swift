import Foundation
import ObsgenCore
import XCTest

/// The rules that let cells of the compile matrix share a compiler run (`MatrixBatches`):
/// only cells that cannot see each other's declarations, with the same flags, runtime and
/// imports, are packed together.
final class MatrixBatchesTests: XCTestCase {
    private func cell(_ name: String, _ own: String, isolation: MatrixLayout.Isolation = .nonisolated,
                      runtime: String = "// runtime\n") -> MatrixBatches.GeneratedCell {
        let input = MatrixLayout.Input(caseName: name, relativePath: "Fixtures/Golden/\(name)/models.obs",
                                       url: URL(fileURLWithPath: "/dev/null"))
        return MatrixBatches.GeneratedCell(
            cell: MatrixLayout.Cell(input: input, style: .callbacks, access: .internal, isolation: isolation),
            runtime: [(name: "ObsgenRuntime.swift", text: runtime)],
            own: [(name: "models.swift", text: own)])
    }

    private func names(_ batches: [MatrixBatches.Batch]) -> [[String]] {
        batches.map { $0.cells.map(\.cell.input.caseName) }
    }

    func testCellsThatCannotSeeEachOtherShareOneRun() {
        let batches = MatrixBatches.pack([
            cell("a", "final class Alpha {}\n"),
            cell("b", "public struct Beta {}\n"),
        ])
        XCTAssertEqual(names(batches), [["a", "b"]])
        XCTAssertEqual(MatrixBatches.files(of: batches[0]).map(\.name), ["ObsgenRuntime.swift", "c0-models.swift", "c1-models.swift"])
    }

    func testANameOneDeclaresAndTheOtherMentionsKeepsThemApart() {
        let batches = MatrixBatches.pack([
            cell("a", "final class Settings {}\n"),
            cell("b", "final class Panel { var settings: Settings? }\n"),
            cell("c", "@MainActor final class Settings {}\n"),
        ])
        XCTAssertEqual(names(batches), [["a"], ["b"], ["c"]])
    }

    func testAnExtensionOfAForeignTypeOrAnOperatorRunsAlone() {
        let batches = MatrixBatches.pack([
            cell("a", "final class Alpha {}\nextension Int { var doubled: Int { self * 2 } }\n"),
            cell("b", "final class Beta {}\nextension Beta: Sendable {}\n"),
            cell("c", "struct Gamma {}\nfunc == (lhs: Gamma, rhs: Gamma) -> Bool { true }\n"),
            cell("d", "final class Delta {}\n"),
        ])
        XCTAssertEqual(names(batches), [["a"], ["b", "d"], ["c"]])
    }

    func testDifferentFlagsRuntimesOrImportsKeepThemApart() {
        let batches = MatrixBatches.pack([
            cell("a", "final class Alpha {}\n"),
            cell("b", "final class Beta {}\n", isolation: .mainActor),
            cell("c", "import Foundation\nfinal class Gamma {}\n"),
            cell("d", "final class Delta {}\n", runtime: "// another runtime\n"),
            cell("e", "final class Epsilon {}\n"),
        ])
        XCTAssertEqual(names(batches), [["a", "e"], ["b"], ["c"], ["d"]])
    }
}
