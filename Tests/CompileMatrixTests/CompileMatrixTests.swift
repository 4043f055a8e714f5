import Foundation
import ObsgenCore
import XCTest

/// SPEC §2 Isolation: "All output compiles with `-swift-version 6 -warnings-as-errors` …, and
/// also in a module built with `-default-isolation MainActor`". Every golden input, in every
/// style that needs only the toolchain (callbacks, observation) at every access level, with
/// the default isolations paired as `MatrixLayout.cells(for:full:)` says (each input sees
/// both isolations in every style and at every access level; every style × access ×
/// isolation triple is compiled): the generator runs in-process and `swiftc -typecheck -wmo`
/// checks all files of that output in one compiler process, two processes at a time. Cells
/// that share their flags and runtime files are compiled together, the runtime once
/// (`MatrixBatches`); a batch that fails is compiled again cell by cell, so that a failure
/// names its cell.
///
/// Environment: `SWIFT_EXEC` picks the compiler; `OBSGEN_MATRIX_JOBS` the number of parallel
/// compiler runs (default 2); `OBSGEN_MATRIX_FILTER` keeps only cells whose name contains it
/// (e.g. `observation-public`); `OBSGEN_MATRIX_STYLES` the styles (comma-separated; `combine`
/// with `OBSGEN_COMBINE_FLAGS`, as Scripts/combine-package.sh runs it); `OBSGEN_MATRIX_FULL=1` compiles every input in every cell of
/// style × access × isolation; `OBSGEN_MATRIX_ALONE=1` compiles each cell in a process of its
/// own; `OBSGEN_MATRIX_KEEP=1` keeps the temporary folder.
final class CompileMatrixTests: XCTestCase {
    /// What happened in one cell.
    struct CellResult: Sendable {
        var cell: MatrixLayout.Cell
        var folder: URL
        var failure: String?
        var seconds: Double
    }

    func testEveryGoldenInputTypeChecksInEveryCell() throws {
        let swiftc = try XCTUnwrap(Swiftc.locate(), "no swiftc: set SWIFT_EXEC or put the toolchain on PATH")
        let inputs = try MatrixLayout.inputs()
        XCTAssertGreaterThanOrEqual(inputs.count, 5, "expected the golden inputs under \(MatrixLayout.goldenRoot.path)")
        let environment = ProcessInfo.processInfo.environment
        let filter = environment["OBSGEN_MATRIX_FILTER"] ?? ""
        let combineFlags = environment["OBSGEN_COMBINE_FLAGS"].map { $0.split(separator: " ").map(String.init) }
        // `combine` needs OBSGEN_COMBINE_FLAGS, the swiftc flags that find OpenCombine.
        let styles = try MatrixLayout.requestedStyles("OBSGEN_MATRIX_STYLES", else: MatrixLayout.styles, environment: environment, combine: combineFlags != nil)
        let cells = MatrixLayout.cells(for: inputs, full: MatrixLayout.fullMatrixRequested, styles: styles)
            .filter { filter.isEmpty || $0.name.contains(filter) }
            .map { cell in
                var cell = cell
                if cell.style == .combine { cell.extraSwiftcFlags = combineFlags ?? [] }
                return cell
            }
        XCTAssertFalse(cells.isEmpty, "no cell matches OBSGEN_MATRIX_FILTER=\(filter)")
        let jobs = environment["OBSGEN_MATRIX_JOBS"].flatMap(Int.init) ?? 2
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("obsgen-matrix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)

        let start = DispatchTime.now()
        let alone = environment["OBSGEN_MATRIX_ALONE"] == "1"
        var results: [CellResult] = []
        var generated: [MatrixBatches.GeneratedCell] = []
        for cell in cells {
            switch Self.generate(cell) {
            case .success(let files) where !alone: generated.append(files)
            case .success: results.append(Self.check(cell, swiftc: swiftc, root: root))
            case .failure(let failure): results.append(CellResult(cell: cell, folder: root, failure: failure.message, seconds: 0))
            }
        }
        let batches = MatrixBatches.pack(generated)
        results += BoundedPool<[CellResult]>(count: batches.count).run(width: jobs) { index in
            Self.check(batches[index], named: "batch-\(index)", swiftc: swiftc, root: root)
        }.flatMap { $0 }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9

        var failed = 0
        for result in results {
            guard let failure = result.failure else { continue }
            failed += 1
            XCTFail("""
                compile matrix cell failed: \(result.cell.name)
                  fixture: \(result.cell.input.relativePath)
                  obsgen:  \(result.cell.obsgenFlags.joined(separator: " "))
                  swiftc:  \(result.cell.swiftcFlags.joined(separator: " ")) *.swift
                  files:   \(result.folder.path)
                \(failure)
                """)
        }
        print("compile matrix: \(cells.count) cells in \(batches.count) compiler runs of several cells (OBSGEN_MATRIX_ALONE=1 compiles each cell alone)")
        for (index, batch) in batches.enumerated() {
            print("  batch-\(index): " + batch.cells.map(\.cell.name).joined(separator: " "))
        }
        print(Self.summary(results, wall: wall, jobs: jobs))
        if failed == 0 && environment["OBSGEN_MATRIX_KEEP"] != "1" {
            try? FileManager.default.removeItem(at: root)
        } else {
            print("compile matrix: generated files kept in \(root.path)")
        }
    }

    /// The harness itself: a warning fails a cell (`-warnings-as-errors` reaches the compiler),
    /// and the compiler's message is what the failure shows.
    func testAWarningFailsTheTypeCheck() throws {
        let swiftc = try XCTUnwrap(Swiftc.locate(), "no swiftc: set SWIFT_EXEC or put the toolchain on PATH")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("obsgen-matrix-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "func probe() { var unused = 1 }\n".write(to: folder.appendingPathComponent("probe.swift"), atomically: true, encoding: .utf8)
        let outcome = try Swiftc.run(swiftc, ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck", "probe.swift"], in: folder)
        XCTAssertNotEqual(outcome.status, 0)
        XCTAssertTrue(outcome.output.contains("unused"), outcome.output)
    }

    /// The input dedupe: symlinked inputs (`access-public/models.obs -> ../download/models.obs`)
    /// are compiled once, under the case that holds the real file or comes first.
    func testSymlinkedInputsAreCompiledOnce() throws {
        let inputs = try MatrixLayout.inputs()
        let resolved = inputs.map { $0.url.resolvingSymlinksInPath().standardizedFileURL.path }
        XCTAssertEqual(Set(resolved).count, resolved.count)
        let levels = inputs.map { $0.access == nil ? 3 : 1 }.reduce(0, +)
        XCTAssertEqual(MatrixLayout.cells(for: inputs, full: true).count, levels * 2 * 2)
    }

    /// The pairwise matrix keeps its promises: every input in every style at every access
    /// level (one isolation each; both for an input of one level), and for every input both
    /// default isolations in every style and at every access level; every (style, access,
    /// isolation) triple somewhere; no cell outside the full matrix.
    func testPairwiseCellsCoverEveryPair() throws {
        let inputs = try MatrixLayout.inputs()
        let cells = MatrixLayout.cells(for: inputs)
        let full = MatrixLayout.cells(for: inputs, full: true)
        XCTAssertTrue(Set(cells.map(\.name)).isSubset(of: Set(full.map(\.name))))
        for input in inputs {
            let mine = cells.filter { $0.input.relativePath == input.relativePath }
            let levels = MatrixLayout.accessLevels.filter { input.access == nil || input.access == $0 }
            let isolations = Set(MatrixLayout.Isolation.allCases.map(\.rawValue))
            let perPair = levels.count == 1 ? 2 : 1
            for style in MatrixLayout.styles {
                for access in levels {
                    XCTAssertEqual(mine.filter { $0.style == style && $0.access == access }.count, perPair, "\(input.relativePath) \(style) \(access)")
                }
                XCTAssertEqual(Set(mine.filter { $0.style == style }.map(\.isolation.rawValue)), isolations, "\(input.relativePath) \(style)")
            }
            for access in levels {
                XCTAssertEqual(Set(mine.filter { $0.access == access }.map(\.isolation.rawValue)), isolations, "\(input.relativePath) \(access)")
            }
        }
        let triples = Set(cells.map { "\($0.style.rawValue) \($0.access.rawValue) \($0.isolation.rawValue)" })
        XCTAssertEqual(triples.count, MatrixLayout.styles.count * MatrixLayout.accessLevels.count * MatrixLayout.Isolation.allCases.count)
    }

    /// Why a cell could not be generated.
    struct GenerationFailure: Error {
        var message: String
    }

    /// Generates one cell in memory: the runtime files apart from the cell's own files.
    static func generate(_ cell: MatrixLayout.Cell) -> Result<MatrixBatches.GeneratedCell, GenerationFailure> {
        do {
            let bytes = try [UInt8](Data(contentsOf: cell.input.url))
            let result = Generator.generate(
                [SourceFile(path: cell.input.relativePath, bytes: bytes)],
                options: GeneratorOptions(style: cell.style, access: cell.access)
            )
            guard result.succeeded, !result.files.isEmpty else {
                return .failure(GenerationFailure(message: "obsgen failed:\n" + result.diagnostics.map { "\($0)" }.joined(separator: "\n")))
            }
            let files = result.files.map { (name: $0.name, text: $0.contents) }
            let app = try cell.input.appSources.map { (name: "app-" + $0.lastPathComponent, text: try String(contentsOf: $0, encoding: .utf8)) }
            return .success(MatrixBatches.GeneratedCell(
                cell: cell,
                runtime: files.filter { MatrixBatches.runtimeNames.contains($0.name) },
                own: files.filter { !MatrixBatches.runtimeNames.contains($0.name) } + app))
        } catch {
            return .failure(GenerationFailure(message: "harness error: \(error)"))
        }
    }

    /// Type-checks the cells of `batch` in one compiler run; when that fails, each cell alone
    /// (`check(_:swiftc:root:)`), so that the failures name their cells.
    static func check(_ batch: MatrixBatches.Batch, named name: String, swiftc: URL, root: URL) -> [CellResult] {
        let folder = root.appendingPathComponent(name)
        let failure: String?
        var seconds = 0.0
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let files = MatrixBatches.files(of: batch)
            for file in files {
                try file.text.write(to: folder.appendingPathComponent(file.name), atomically: false, encoding: .utf8)
            }
            let outcome = try Swiftc.run(swiftc, batch.cells[0].cell.swiftcFlags + files.map(\.name), in: folder)
            seconds = outcome.seconds
            failure = outcome.status == 0 && outcome.output.isEmpty ? nil : outcome.output
        } catch {
            failure = "harness error: \(error)"
        }
        guard failure != nil || batch.cells.count == 1 else {
            let share = seconds / Double(batch.cells.count)
            return batch.cells.map { CellResult(cell: $0.cell, folder: folder, failure: nil, seconds: share) }
        }
        if batch.cells.count == 1 {
            return [CellResult(cell: batch.cells[0].cell, folder: folder, failure: failure.map { "swiftc failed:\n\($0)" }, seconds: seconds)]
        }
        let alone = batch.cells.map { check($0.cell, swiftc: swiftc, root: root) }
        if alone.allSatisfy({ $0.failure == nil }) {
            // Each cell passes alone, which is what the matrix checks; the batch rule let in
            // cells that disturb each other, which only costs time.
            print("compile matrix: \(name) failed, each of its cells passes alone: \(batch.cells.map(\.cell.name).joined(separator: ", "))\n\(failure ?? "")")
        }
        return alone
    }

    /// Generates one cell into its own folder and type-checks it.
    static func check(_ cell: MatrixLayout.Cell, swiftc: URL, root: URL) -> CellResult {
        let folder = root.appendingPathComponent(cell.name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let bytes = try [UInt8](Data(contentsOf: cell.input.url))
            let result = Generator.generate(
                [SourceFile(path: cell.input.relativePath, bytes: bytes)],
                options: GeneratorOptions(style: cell.style, access: cell.access)
            )
            guard result.succeeded, !result.files.isEmpty else {
                let messages = result.diagnostics.map { "\($0)" }.joined(separator: "\n")
                return CellResult(cell: cell, folder: folder, failure: "obsgen failed:\n\(messages)", seconds: 0)
            }
            for file in result.files {
                try file.contents.write(to: folder.appendingPathComponent(file.name), atomically: false, encoding: .utf8)
            }
            for source in cell.input.appSources {
                try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("app-" + source.lastPathComponent))
            }
            let names = (result.files.map(\.name) + cell.input.appSources.map { "app-" + $0.lastPathComponent }).sorted()
            let outcome = try Swiftc.run(swiftc, cell.swiftcFlags + names, in: folder)
            let failure = outcome.status == 0 && outcome.output.isEmpty
                ? nil
                : "swiftc exited \(outcome.status):\n\(outcome.output)"
            return CellResult(cell: cell, folder: folder, failure: failure, seconds: outcome.seconds)
        } catch {
            return CellResult(cell: cell, folder: folder, failure: "harness error: \(error)", seconds: 0)
        }
    }

    /// A table: one line per input and style, the cells' compile times, then the totals.
    static func summary(_ results: [CellResult], wall: Double, jobs: Int) -> String {
        var lines = ["compile matrix: \(results.count) cells, \(results.filter { $0.failure == nil }.count) passed, wall \(String(format: "%.1f", wall)) s with \(jobs) parallel swiftc, compiler time \(String(format: "%.1f", results.map(\.seconds).reduce(0, +))) s"]
        lines.append("  " + "input".padding(toLength: 48, withPad: " ", startingAt: 0) + "style        internal n/M   public n/M     package n/M   (seconds; n = default isolation, M = -default-isolation MainActor)")
        var rows: [String: [CellResult]] = [:]
        var order: [String] = []
        for result in results {
            let key = "\(result.cell.input.relativePath)|\(result.cell.style.rawValue)"
            if rows[key] == nil { order.append(key) }
            rows[key, default: []].append(result)
        }
        for key in order {
            let parts = key.split(separator: "|")
            let row = rows[key]!
            var line = "  " + String(parts[0]).padding(toLength: 48, withPad: " ", startingAt: 0)
            line += String(parts[1]).padding(toLength: 13, withPad: " ", startingAt: 0)
            for access in MatrixLayout.accessLevels {
                let cells = MatrixLayout.Isolation.allCases.map { isolation in
                    row.first { $0.cell.access == access && $0.cell.isolation == isolation }.map { ($0.failure == nil ? "" : "FAIL ") + String(format: "%.1f", $0.seconds) } ?? "-"
                }
                line += cells.joined(separator: "/").padding(toLength: 15, withPad: " ", startingAt: 0)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
