import Foundation
import ObsgenCLI
import ObsgenCore
import XCTest

/// The limits of `docs/limits.md` through the real command line, and the findings of
/// fuzzing and of the large-input checks that are too big to keep as fixtures: each must
/// give a clear error (exit status 1, no output folder) and never a crash or a hang.
final class LimitAndFindingTests: XCTestCase {
    /// Runs the command on generated inputs written to a scratch folder.
    private func run(_ inputs: [(name: String, bytes: [UInt8])], extra: [String] = []) throws -> (status: ExitStatus, error: String, outputExists: Bool) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("obsgen-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var paths: [String] = []
        for input in inputs {
            let url = scratch.appendingPathComponent(input.name)
            try Data(input.bytes).write(to: url)
            paths.append(url.path)
        }
        let output = scratch.appendingPathComponent("out")
        let io = CapturedIO()
        let status = CommandLineTool.run(arguments: paths + extra + ["-o", output.path], environment: ["NO_COLOR": "1"], io: io)
        let error = io.error.replacingOccurrences(of: scratch.path + "/", with: "")
        return (status, error, FileManager.default.fileExists(atPath: output.path))
    }

    private func text(_ string: String) -> [UInt8] { Array(string.utf8) }

    /// The error lines (`path:line:col: error: ...`) of a run.
    private func errorLines(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    }

    // MARK: Limits

    func testAFileOverSixteenMebibytesIsRejectedAtOneOne() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: Limits.maxFileSize + 1)
        let result = try run([("big.obs", bytes)])
        XCTAssertEqual(result.status, .failure)
        XCTAssertFalse(result.outputExists)
        XCTAssertEqual(errorLines(result.error), ["big.obs:1:1: error: file too large: 16777217 bytes (limit 16 MiB)"])
        // The excerpt under it shows the start of that one 16 MiB line, not the whole line.
        XCTAssertLessThan(result.error.utf8.count, 300, String(result.error.prefix(300)))
    }

    func testAMuchLargerFileIsNotReadWhole() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: 20 * 1024 * 1024)
        let result = try run([("huge.obs", bytes)])
        XCTAssertEqual(result.status, .failure)
        XCTAssertFalse(result.outputExists)
        XCTAssertTrue(result.error.hasSuffix("huge.obs': file too large: 20971520 bytes (limit 16 MiB)\n"), result.error)
    }

    #if os(Linux)
    func testAnEndlessInputStopsAtTheLimit() throws {
        // `/dev/zero` never ends: reading stops one byte over the limit.
        let io = CapturedIO()
        let status = CommandLineTool.run(arguments: ["/dev/zero", "--stdout"], environment: [:], io: io)
        XCTAssertEqual(status, .failure)
        XCTAssertEqual(io.error, "obsgen: error: cannot read '/dev/zero': file too large: more than 16777216 bytes (limit 16 MiB)\n")
    }
    #endif

    func testAFileOfExactlySixteenMebibytesIsParsed() throws {
        var bytes = text("model A { x: Int = 0 }\n")
        bytes += [UInt8](repeating: UInt8(ascii: "\n"), count: Limits.maxFileSize - bytes.count)
        let result = try run([("edge.obs", bytes)])
        XCTAssertEqual(result.status, .success, result.error)
        XCTAssertTrue(result.outputExists)
    }

    func testTwentyThousandNestedParenthesesGiveOneNestingError() throws {
        let deep = String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000)
        let result = try run([("deep.obs", text("model A {\n    x: Int = \(deep)\n    y: Int = 0\n}\n"))])
        XCTAssertEqual(result.status, .failure)
        XCTAssertFalse(result.outputExists)
        XCTAssertEqual(errorLines(result.error), ["deep.obs:2:270: error: nesting too deep (over 256 levels)"])
    }

    func testNestingAtTheLimitIsAccepted() throws {
        let atLimit = String(repeating: "[", count: Limits.maxNestingDepth) + "Int" + String(repeating: "]", count: Limits.maxNestingDepth)
        let result = try run([("ok.obs", text("model A {\n    x: \(atLimit)? \n}\n"))], extra: ["--check"])
        // `--check` against a missing folder: the input is fine, the files are "missing".
        XCTAssertFalse(result.error.contains("nesting"), result.error)
    }

    func testIdentifierLengthLimitCountsBytesNotCharacters() throws {
        // 342 three-byte characters are 1,026 bytes: over the limit although only 342 long.
        let wide = String(repeating: "é", count: 1) + String(repeating: "ñ", count: 512)  // 2 + 1,024 bytes
        let result = try run([("wide.obs", text("model A {\n    \(wide): Int = 0\n}\n"))])
        XCTAssertEqual(result.status, .failure)
        XCTAssertEqual(errorLines(result.error), ["wide.obs:2:5: error: identifier too long (over 1024 bytes)"])
        let fits = String(repeating: "ñ", count: 512)  // exactly 1,024 bytes
        XCTAssertEqual(try run([("fits.obs", text("model A {\n    \(fits): Int = 0\n}\n"))]).status, .success)
    }

    func testSyntaxErrorsStopAtFiveHundredPerFile() throws {
        let result = try run([("many.obs", text("model A {\n" + String(repeating: "    x Int\n", count: 2_000) + "}\n"))])
        let lines = errorLines(result.error)
        XCTAssertEqual(result.status, .failure)
        XCTAssertEqual(lines.count, Limits.maxDiagnosticsPerFile + 1)
        XCTAssertEqual(lines.last, "many.obs:502:7: error: too many errors (over 500), stopping here")
    }

    func testCheckErrorsStopAtFiveHundredPerFileToo() throws {
        // 100,000 duplicate members: the checker used to report every one, each with a note.
        let members = (0..<100_000).map { _ in "    x: Int = 0\n" }.joined()
        let result = try run([("dups.obs", text("model A {\n" + members + "}\n"))])
        let lines = errorLines(result.error)
        XCTAssertEqual(result.status, .failure)
        XCTAssertEqual(lines.count, Limits.maxDiagnosticsPerFile + 1)
        XCTAssertEqual(lines.first, "dups.obs:3:5: error: invalid redeclaration of 'x'")
        XCTAssertEqual(lines.last, "dups.obs:503:5: error: too many errors (over 500), stopping here")
    }

    func testTheLimitIsPerFile() throws {
        let bad = { (model: String) in self.text("model \(model) {\n" + String(repeating: "    x Int\n", count: 600) + "}\n") }
        let result = try run([("one.obs", bad("A")), ("two.obs", bad("B"))])
        let lines = errorLines(result.error)
        XCTAssertEqual(lines.filter { $0.hasPrefix("one.obs:") }.count, 501)
        XCTAssertEqual(lines.filter { $0.hasPrefix("two.obs:") }.count, 501)
    }

    // MARK: Findings

    /// Found by the large-input checks: a chain of 100,000 non-optional children that closes
    /// into a cycle overflowed the stack in the recursive cycle search (SIGSEGV). Now the
    /// search keeps its own stack, still reports the cycle when its edge budget runs out,
    /// and abbreviates the path.
    func testAHundredThousandModelChildCycleIsReportedWithoutCrashing() throws {
        let count = 100_000
        var source = ""
        for index in 0..<count { source += "model A\(index) { child a: A\(index + 1) }\n" }
        source += "model A\(count) { child a: A0 }\n"
        let result = try run([("chain.obs", text(source))])
        XCTAssertEqual(result.status, .failure)
        XCTAssertFalse(result.outputExists)
        XCTAssertEqual(errorLines(result.error), [
            "chain.obs:1:18: error: non-optional child 'a' makes 'A0' contain itself (A0.a -> A1.a -> A2.a -> A3.a -> A4.a -> A5.a -> A6.a -> A7.a -> A8.a -> A9.a -> ... (99990 more) -> A100000.a -> A0); it could never be initialised"
        ])
    }

    /// The same for 100,000 derived values that depend on each other in a ring.
    func testAHundredThousandDerivedCycleIsReportedWithoutCrashing() throws {
        let count = 100_000
        var source = "model M {\n    x: Int = 0\n"
        for index in 0..<count { source += "    derived d\(index): Int = d\(index + 1) + x\n" }
        source += "    derived d\(count): Int = d0\n}\n"
        let result = try run([("ring.obs", text(source))])
        XCTAssertEqual(result.status, .failure)
        XCTAssertEqual(errorLines(result.error), [
            "ring.obs:3:13: error: derived values 'd0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8', 'd9', ... (99990 more) and 'd100000' depend on each other (d0 -> d1 -> d2 -> d3 -> d4 -> d5 -> d6 -> d7 -> d8 -> d9 -> ... (99991 more) -> d0)"
        ])
    }

    /// Cycles beyond the search budget are still found: many small rings after one long
    /// chain that uses the whole budget.
    func testCyclesAfterTheSearchBudgetAreStillReported() throws {
        var source = ""
        let chain = 120_000
        for index in 0..<chain { source += "model C\(index) { child c: C\(index + 1)? ; child n: C\(index + 1) }\n" }
        source += "model C\(chain) {}\n"
        source += "model Late { child me: Late }\n"
        let result = try run([("budget.obs", text(source))])
        XCTAssertEqual(result.status, .failure)
        XCTAssertEqual(errorLines(result.error), [
            "budget.obs:\(chain + 2):20: error: non-optional child 'me' makes 'Late' contain itself (Late.me -> Late); it could never be initialised"
        ])
    }
}
