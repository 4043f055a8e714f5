import Foundation
import ObsgenCLI
import XCTest

/// `--templates DIR` replaces built-in templates by file name and falls back to the
/// built-in ones for every other template, with the real generator.
final class TemplateOverrideTests: XCTestCase {
    func testAnOverriddenPartialReplacesOnlyThatTemplate() throws {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("obsgen-override-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temp) }
        let templates = temp.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        // Replace the protocol of every model with a marker; keep everything else.
        try "// custom protocol for {{name}}\n".write(to: templates.appendingPathComponent("model-protocol.mustache"), atomically: true, encoding: .utf8)
        let input = temp.appendingPathComponent("m.obs")
        try "model Part { size: Int = 0 }\n".write(to: input, atomically: true, encoding: .utf8)

        let io = CapturedIO()
        let status = CommandLineTool.run(arguments: [input.path, "--templates", templates.path, "--stdout"], environment: [:], io: io)
        XCTAssertEqual(status, .success, io.error)
        XCTAssertTrue(io.output.contains("// custom protocol for Part\n"))
        XCTAssertFalse(io.output.contains("protocol PartProtocol"))
        XCTAssertTrue(io.output.contains("final class Part: PartProtocol, ObservableModel"), "built-in model template still used")
        XCTAssertTrue(io.output.contains("// file: ObsgenRuntime.swift"), "built-in runtime template still used")
    }

    func testABrokenOverrideIsAnErrorAndWritesNothing() throws {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("obsgen-override-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temp) }
        let templates = temp.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "{{#unclosed}}\n".write(to: templates.appendingPathComponent("doc.mustache"), atomically: true, encoding: .utf8)
        let input = temp.appendingPathComponent("m.obs")
        try "model Part { size: Int = 0 }\n".write(to: input, atomically: true, encoding: .utf8)
        let output = temp.appendingPathComponent("out")

        let io = CapturedIO()
        let status = CommandLineTool.run(arguments: [input.path, "--templates", templates.path, "-o", output.path], environment: [:], io: io)
        XCTAssertEqual(status, .failure)
        XCTAssertTrue(io.error.contains("doc.mustache:1:1"), io.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }
}
