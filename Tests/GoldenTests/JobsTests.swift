import Foundation
import ObsgenCLI
import XCTest

/// `--jobs`: a writing run on several threads writes the same files, prints the same
/// diagnostics and reports in the same order, and keeps "nothing is written on an error",
/// whatever the number of jobs (also more jobs than files).
final class JobsTests: XCTestCase {
    /// The job counts every case is run with: serial, two threads, more threads than files.
    private let jobCounts = ["1", "2", "3", "16"]

    func testEveryGoldenCaseIsTheSameWithAnyNumberOfJobs() throws {
        let cases = try FixtureLayout.goldenCases()
        XCTAssertGreaterThanOrEqual(cases.count, 5, "the golden fixtures are missing")
        for folder in cases {
            let inputs = try FixtureLayout.inputs(of: folder).map { FixtureLayout.packageRoot.appendingPathComponent($0).path }
            let runs = try jobCounts.map { jobs in
                try run(FixtureLayout.arguments(of: folder) + inputs + ["--verbose", "--jobs", jobs])
            }
            let name = folder.lastPathComponent
            XCTAssertEqual(runs[0].status, .success, "\(name): \(runs[0].error)")
            XCTAssertEqual(runs[0].files, FixtureLayout.files(in: folder.appendingPathComponent("expected")), "\(name): --jobs 1")
            for (jobs, other) in zip(jobCounts, runs).dropFirst() {
                XCTAssertEqual(other.status, runs[0].status, "\(name): --jobs \(jobs)")
                XCTAssertEqual(other.files, runs[0].files, "\(name): --jobs \(jobs) wrote other files")
                XCTAssertEqual(other.error, runs[0].error, "\(name): --jobs \(jobs) reported differently")
            }
        }
    }

    func testManyGeneratedFilesAreTheSameWithAnyNumberOfJobs() throws {
        let temp = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: temp) }
        let inputs = try writeModels(40, in: temp)
        let runs = try jobCounts.map { jobs in try run(inputs + ["--verbose", "-j", jobs]) }
        XCTAssertEqual(runs[0].status, .success, runs[0].error)
        XCTAssertEqual(runs[0].files.count, 41)
        // Every file is reported, in input order, then the runtime.
        let reported = runs[0].error.split(separator: "\n").map { $0.split(separator: "/").last.map(String.init) ?? "" }
        XCTAssertEqual(reported, (0..<40).map { "M\($0 + 1000).swift" } + ["ObsgenRuntime.swift"])
        for (jobs, other) in zip(jobCounts, runs).dropFirst() {
            XCTAssertEqual(other.files, runs[0].files, "--jobs \(jobs)")
            XCTAssertEqual(other.error, runs[0].error, "--jobs \(jobs)")
        }
    }

    func testEveryErrorFixtureGivesTheSameDiagnosticsWithAnyNumberOfJobs() throws {
        let errors = try FileManager.default.contentsOfDirectory(atPath: FixtureLayout.errorsRoot.path)
            .filter { $0.hasSuffix(".obs") }.sorted()
        XCTAssertGreaterThan(errors.count, 20, "the error fixtures are missing")
        let temp = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: temp) }
        let good = try writeModels(12, in: temp)
        for error in errors {
            // The broken input among good ones: each run must fail the same way and write nothing.
            let bad = FixtureLayout.relativePath(FixtureLayout.errorsRoot.appendingPathComponent(error))
            let inputs = Array(good[..<6]) + [FixtureLayout.packageRoot.appendingPathComponent(bad).path] + Array(good[6...])
            let runs = try jobCounts.map { jobs in try run(inputs + ["--jobs", jobs]) }
            for (jobs, other) in zip(jobCounts, runs) {
                XCTAssertEqual(other.status, runs[0].status, "\(error): --jobs \(jobs)")
                XCTAssertEqual(other.error, runs[0].error, "\(error): --jobs \(jobs)")
                if other.status != .success {
                    XCTAssertEqual(other.files, [:], "\(error): --jobs \(jobs) wrote files despite an error")
                }
            }
        }
    }

    func testAnInputErrorAmongManyLeavesTheFolderAsItWas() throws {
        let temp = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: temp) }
        var inputs = try writeModels(30, in: temp)
        let output = temp.appendingPathComponent("out")
        XCTAssertEqual(CommandLineTool.run(arguments: inputs + ["-o", output.path], environment: [:], io: CapturedIO()), .success)
        let before = try snapshot(output)
        // Change every model, and break one in the middle.
        for (index, path) in inputs.enumerated() {
            try "model M\(index + 1000) { size: Int = 7 }\n".write(toFile: path, atomically: true, encoding: .utf8)
        }
        let broken = temp.appendingPathComponent("Broken.obs").path
        try "model Broken { size: Int = }\n".write(toFile: broken, atomically: true, encoding: .utf8)
        inputs.insert(broken, at: 15)
        for jobs in jobCounts {
            let io = CapturedIO()
            let status = CommandLineTool.run(arguments: inputs + ["-o", output.path, "--jobs", jobs], environment: [:], io: io)
            XCTAssertEqual(status, .failure, "--jobs \(jobs)")
            XCTAssertTrue(io.error.contains("Broken.obs:1:"), io.error)
            XCTAssertEqual(try snapshot(output), before, "--jobs \(jobs) changed the output folder")
        }
    }

    func testATemplateErrorMidRunLeavesTheFolderAsItWas() throws {
        let temp = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: temp) }
        var inputs = try writeModels(30, in: temp)
        let output = temp.appendingPathComponent("out")
        XCTAssertEqual(CommandLineTool.run(arguments: inputs + ["-o", output.path], environment: [:], io: CapturedIO()), .success)
        let before = try snapshot(output)
        // Only a file with imports includes a partial that includes itself without end,
        // which is a template error when rendered (the check when the templates are loaded
        // finds no unknown key): the files before and after it render (and are staged), then
        // all must be discarded.
        let templates = temp.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "// {{fileName}} changed\n{{#hasImports}}{{> loop}}{{/hasImports}}\n"
            .write(to: templates.appendingPathComponent("file.mustache"), atomically: true, encoding: .utf8)
        try "{{> loop}}\n".write(to: templates.appendingPathComponent("loop.mustache"), atomically: true, encoding: .utf8)
        let importing = temp.appendingPathComponent("Importing.obs").path
        try "import Foundation\nmodel Importing { size: Int = 0 }\n".write(toFile: importing, atomically: true, encoding: .utf8)
        inputs.insert(importing, at: 20)
        var messages: [String] = []
        for jobs in jobCounts {
            let io = CapturedIO()
            let arguments = inputs + ["-o", output.path, "--templates", templates.path, "--jobs", jobs]
            XCTAssertEqual(CommandLineTool.run(arguments: arguments, environment: [:], io: io), .failure, "--jobs \(jobs)")
            XCTAssertTrue(io.error.contains("template error: loop.mustache:1:1: partials nested deeper than"), io.error)
            XCTAssertEqual(try snapshot(output), before, "--jobs \(jobs) changed the output folder")
            XCTAssertEqual(try hiddenFiles(in: output), [], "--jobs \(jobs) left temporary files")
            messages.append(io.error)
        }
        XCTAssertEqual(Set(messages).count, 1, "the diagnostics depend on --jobs: \(messages)")
    }

    func testJobsMustBeAPositiveNumber() {
        for value in ["0", "-1", "two", ""] {
            let io = CapturedIO()
            XCTAssertEqual(CommandLineTool.run(arguments: ["m.obs", "-o", "out", "--jobs=\(value)"], environment: [:], io: io), .usage, value)
        }
        let io = CapturedIO()
        XCTAssertEqual(CommandLineTool.run(arguments: ["--help"], environment: [:], io: io), .success)
        XCTAssertTrue(io.output.contains("-j, --jobs <n>"))
    }

    // MARK: - Helpers

    /// What one run did: its status, standard error, and the files of its output folder.
    private struct Outcome {
        var status: ExitStatus
        var error: String
        var files: [String: Data]
    }

    /// Runs the command with `-o` a fresh folder; the folder's files afterwards.
    private func run(_ arguments: [String]) throws -> Outcome {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("obsgen-jobs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let io = CapturedIO()
        let status = CommandLineTool.run(arguments: arguments + ["-o", output.path], environment: [:], io: io)
        // Reports name the folder; make them comparable across runs.
        let error = io.error.replacingOccurrences(of: output.path, with: "OUT")
        return Outcome(status: status, error: error, files: FixtureLayout.files(in: output))
    }

    /// A fresh temporary folder.
    private func makeTemporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("obsgen-jobs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// `count` inputs `M1000.obs`, ... in `folder`, each a model with a child in the next file
    /// (so the context of a file depends on the others); their paths in order.
    private func writeModels(_ count: Int, in folder: URL) throws -> [String] {
        try (0..<count).map { index in
            let child = index + 1 < count ? "\n    next: M\(index + 1001)?" : ""
            let path = folder.appendingPathComponent("M\(index + 1000).obs").path
            try "model M\(index + 1000) {\n    size: Int = \(index)\(child)\n}\n".write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    /// Every file of a folder (hidden ones too) with its bytes and modification time.
    private func snapshot(_ folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let path = folder.appendingPathComponent(name).path
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let data = FileManager.default.contents(atPath: path) ?? Data()
            result[name] = "\(data.count) \(data.hashValue) \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        }
        return result
    }

    /// The hidden files of a folder (temporary files are `.<name>.tmp-...`).
    private func hiddenFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }.sorted()
    }
}
