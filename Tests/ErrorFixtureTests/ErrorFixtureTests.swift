import Foundation
import ObsgenCLI
import ObsgenCore
import XCTest

/// `Fixtures/Errors`: malformed inputs, each with the exact standard-error text of
/// `obsgen <inputs> -o <tmp>` (no color, paths relative to the package root). Every case
/// must exit with status 1 and must not create the output folder.
///
/// Re-record every case with `OBSGEN_RECORD=1 swift test --filter ErrorFixtureTests`, then
/// review the change with `git diff Fixtures/Errors`. A normal run never writes a fixture.
final class ErrorFixtureTests: XCTestCase {
    func testEveryErrorFixtureMatchesItsDiagnostics() throws {
        let cases = try ErrorFixture.all()
        XCTAssertGreaterThanOrEqual(cases.count, 50, "the error fixtures are found (there are at least 50)")
        for fixture in cases {
            try check(fixture)
        }
    }

    /// Runs one fixture in-process through the real command line and compares.
    private func check(_ fixture: ErrorFixture) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("obsgen-errors-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("out")
        let io = CapturedIO()
        let status = CommandLineTool.run(
            arguments: fixture.inputs.map { ErrorFixture.packageRoot.appendingPathComponent($0).path } + ["-o", output.path],
            environment: ["NO_COLOR": "1"], io: io)
        let actual = ErrorFixture.relativize(io.error)

        XCTAssertEqual(status, .failure, "\(fixture.name): exit status")
        XCTAssertEqual(io.output, "", "\(fixture.name): nothing on standard output")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "\(fixture.name): the output folder was created")
        XCTAssertFalse(actual.isEmpty, "\(fixture.name): no diagnostics")
        XCTAssertFalse(actual.contains("\u{1B}["), "\(fixture.name): color in diagnostics")

        if ErrorFixture.isRecording {
            try Data(actual.utf8).write(to: fixture.expectedURL)
            return
        }
        guard let expectedData = FileManager.default.contents(atPath: fixture.expectedURL.path) else {
            XCTFail("\(fixture.name): \(fixture.expectedPath) is missing (record: OBSGEN_RECORD=1 swift test --filter ErrorFixtureTests)")
            return
        }
        let expected = String(decoding: expectedData, as: UTF8.self)
        if let diff = LineDiff.describe(expected: expected, actual: actual, name: fixture.expectedPath) {
            XCTFail("\(fixture.name): diagnostics differ (re-record: OBSGEN_RECORD=1 swift test --filter ErrorFixtureTests):\n\(diff)")
        }
    }

    /// The layout rules themselves: every `.obs` at the top has its `.diagnostics`, every
    /// folder has its `expected.diagnostics`, and nothing else lies around.
    func testLayoutHasNoStrayFiles() throws {
        guard !ErrorFixture.isRecording else { return }
        let names = try FileManager.default.contentsOfDirectory(atPath: ErrorFixture.root.path)
        for name in names where !name.hasPrefix(".") && name != "README.md" {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: ErrorFixture.root.appendingPathComponent(name).path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                XCTAssertTrue(FileManager.default.fileExists(atPath: ErrorFixture.root.appendingPathComponent("\(name)/expected.diagnostics").path), "\(name)/expected.diagnostics missing")
            } else if name.hasSuffix(".diagnostics") {
                let input = String(name.dropLast(".diagnostics".count)) + ".obs"
                XCTAssertTrue(names.contains(input), "\(name) has no \(input)")
            } else {
                XCTAssertTrue(name.hasSuffix(".obs"), "unexpected file \(name) in Fixtures/Errors")
            }
        }
    }
}

/// One error fixture: a single `<name>.obs` with `<name>.diagnostics`, or a folder `<name>/`
/// whose `.obs` files (at any depth, sorted by path) are the inputs, with `expected.diagnostics`.
struct ErrorFixture {
    /// The package root (three levels above this file).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL
    /// `Fixtures/Errors`.
    static let root = packageRoot.appendingPathComponent("Fixtures/Errors")
    /// True when `OBSGEN_RECORD=1`.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["OBSGEN_RECORD"] == "1" }

    /// The case name (file name without `.obs`, or folder name).
    var name: String
    /// The inputs, relative to the package root.
    var inputs: [String]
    /// The expected diagnostics file, relative to the package root.
    var expectedPath: String

    var expectedURL: URL { Self.packageRoot.appendingPathComponent(expectedPath) }

    /// Every fixture, sorted by name.
    static func all() throws -> [ErrorFixture] {
        let manager = FileManager.default
        var fixtures: [ErrorFixture] = []
        for name in try manager.contentsOfDirectory(atPath: root.path).sorted() where !name.hasPrefix(".") {
            let url = root.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: url.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                let inputs = (manager.enumerator(atPath: url.path)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".obs") }.sorted()
                    .map { "Fixtures/Errors/\(name)/\($0)" }
                fixtures.append(ErrorFixture(name: name, inputs: inputs, expectedPath: "Fixtures/Errors/\(name)/expected.diagnostics"))
            } else if name.hasSuffix(".obs") {
                let base = String(name.dropLast(4))
                fixtures.append(ErrorFixture(name: base, inputs: ["Fixtures/Errors/\(name)"], expectedPath: "Fixtures/Errors/\(base).diagnostics"))
            }
        }
        return fixtures
    }

    /// The text with the package root's absolute prefix removed, so that paths read as
    /// they do when obsgen runs from the package root with relative paths.
    static func relativize(_ text: String) -> String {
        text.replacingOccurrences(of: packageRoot.path + "/", with: "")
    }
}

/// A readable line diff: a numbered window around each differing region, `-` for expected
/// lines and `+` for actual ones (the first three regions).
enum LineDiff {
    static func describe(expected: String, actual: String, name: String) -> String? {
        guard expected != actual else { return nil }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var output = "--- expected/\(name)\n+++ actual/\(name)\n"
        var oldIndex = 0
        var newIndex = 0
        var regions = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, newIndex < new.count, old[oldIndex] == new[newIndex] {
                oldIndex += 1
                newIndex += 1
                continue
            }
            regions += 1
            if regions > 3 {
                output += "... (more differences)\n"
                break
            }
            let (oldEnd, newEnd) = resynchronise(old, oldIndex, new, newIndex)
            output += "@@ line \(oldIndex + 1) @@\n"
            for line in max(0, oldIndex - 3)..<oldIndex { output += "  \(line + 1): \(old[line])\n" }
            for line in oldIndex..<oldEnd { output += "- \(line + 1): \(old[line])\n" }
            for line in newIndex..<newEnd { output += "+ \(line + 1): \(new[line])\n" }
            oldIndex = oldEnd
            newIndex = newEnd
        }
        if expected.utf8.count != actual.utf8.count || regions == 0 {
            output += "(expected \(expected.utf8.count) bytes, actual \(actual.utf8.count) bytes)\n"
        }
        return output
    }

    /// The nearest pair of positions from which the texts agree again (bounded search).
    private static func resynchronise(_ old: [String], _ oldStart: Int, _ new: [String], _ newStart: Int) -> (Int, Int) {
        let limit = min(200, max(old.count - oldStart, new.count - newStart))
        for distance in 1...max(1, limit) {
            for oldSkip in 0...distance {
                let oldAt = oldStart + oldSkip
                let newAt = newStart + distance - oldSkip
                guard oldAt <= old.count, newAt <= new.count else { continue }
                if (oldAt == old.count && newAt == new.count) || (oldAt < old.count && newAt < new.count && old[oldAt] == new[newAt]) {
                    return (oldAt, newAt)
                }
            }
        }
        return (old.count, new.count)
    }
}
