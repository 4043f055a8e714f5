import Foundation
import ObsgenCLI
import XCTest

/// Strict templates at run time: a `--templates` folder whose templates name a key the
/// context does not have (where they name it) stops the run before anything is written,
/// with the template's path, line and column, and the key.
final class StrictTemplateTests: XCTestCase {
    /// Runs obsgen on one model with `templates` (name → source) in a `--templates` folder,
    /// writing into `out`; returns the status, the captured streams and whether `out` exists.
    private func run(templates: [String: String], extra: [String] = []) throws -> (status: ExitStatus, io: CapturedIO, folder: String, wroteOutput: Bool) {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("obsgen-strict-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temp) }
        let folder = temp.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, source) in templates {
            try source.write(to: folder.appendingPathComponent(name + ".mustache"), atomically: true, encoding: .utf8)
        }
        let input = temp.appendingPathComponent("m.obs")
        try "model Part {\n  size: Int = 0\n  event reset\n}\n".write(to: input, atomically: true, encoding: .utf8)
        let output = temp.appendingPathComponent("out")
        let io = CapturedIO()
        let status = CommandLineTool.run(
            arguments: [input.path, "--templates", folder.path, "-o", output.path] + extra, environment: [:], io: io)
        return (status, io, folder.path, FileManager.default.fileExists(atPath: output.path))
    }

    func testAMisspeltKeyInAMemberSectionIsAnErrorWithFileLineAndKeyAndNothingIsWritten() throws {
        let result = try run(templates: ["model-protocol": "// protocol\n{{#stored}}\n  // {{nmae}}\n{{/stored}}\n"])
        XCTAssertEqual(result.status, .failure)
        XCTAssertEqual(result.io.error, """
            \(result.folder)/model-protocol.mustache:3:6: error: no key 'nmae' in the context here (member in model in declaration in file); did you mean 'name'?
              // {{nmae}}
                 ^

            """)
        XCTAssertEqual(result.io.output, "")
        XCTAssertFalse(result.wroteOutput)
    }

    func testAKeyValidOnlyInAnotherSectionIsAnError() throws {
        // `storage` is a member's key; at file level, in the file template, no frame has it.
        // Every error of every template is reported, in name and position order.
        let result = try run(templates: [
            "file": "// {{fileName}} {{storage}}\n{{#declarations}}{{#model}}{{> model-protocol}}{{/model}}{{/declarations}}\n",
            "model-protocol": "// {{storage}}\n",
        ])
        XCTAssertEqual(result.status, .failure)
        XCTAssertTrue(result.io.error.contains(
            "\(result.folder)/file.mustache:1:17: error: no key 'storage' in the context here (file)\n"), result.io.error)
        XCTAssertTrue(result.io.error.contains(
            "\(result.folder)/model-protocol.mustache:1:4: error: no key 'storage' in the context here (model in declaration in file)\n"), result.io.error)
        XCTAssertFalse(result.wroteOutput)
    }

    func testReplacingTheRuntimeIsAnErrorAndWritesNothing() throws {
        // The runtime is obsgen's own: every generated model file checks its version.
        let result = try run(templates: ["runtime-version": "enum _ObsgenRuntimeVersion3 {}\n", "runtime": "// mine\n"])
        XCTAssertEqual(result.status, .failure)
        for name in ["runtime", "runtime-version"] {
            XCTAssertTrue(result.io.error.contains("\(result.folder)/\(name).mustache:1:1: error: the runtime (ObsgenRuntime.swift) cannot be replaced: "),
                          result.io.error)
        }
        XCTAssertFalse(result.wroteOutput)
    }

    func testAnOverrideThatPutsABuiltInPartialOutOfItsContextNamesTheBuiltInTemplate() throws {
        // `doc` expects a `doc` line around it; included at file level its `line` is unknown.
        let result = try run(templates: ["file": "{{> doc}}\n"])
        XCTAssertEqual(result.status, .failure)
        XCTAssertTrue(result.io.error.contains("error: built-in template: doc.mustache:"), result.io.error)
        XCTAssertTrue(result.io.error.contains("no key 'line' in the context here (file)"), result.io.error)
        XCTAssertFalse(result.wroteOutput)
    }

    func testValidTemplatesRender() throws {
        let result = try run(templates: [
            "model-protocol": "// {{protocolName}}: {{#stored}}{{name}} in {{access}}{{fileName}}{{^isLast}}, {{/isLast}}{{/stored}}\n",
        ], extra: ["--stdout"])
        XCTAssertEqual(result.status, .success, result.io.error)
        XCTAssertTrue(result.io.output.contains("// PartProtocol: size in m.swift\n"), result.io.output)
    }

    func testDumpContextIsNotBlockedByATemplateBeingWritten() throws {
        let result = try run(templates: ["model-protocol": "{{nmae}}\n"], extra: ["--dump-context"])
        XCTAssertEqual(result.status, .success, result.io.error)
        XCTAssertTrue(result.io.output.contains("\"protocolName\""))
    }
}
