import Foundation
import ObsgenCore
import XCTest

/// SPEC §6 isolation, as Swift sees it: `Fixtures/Golden/isolation-default` is generated and
/// type-checked with a client in the same module. A plain `model` follows the module's
/// default isolation (touching it from a `nonisolated` function is an error only under
/// `-default-isolation MainActor`); a `nonisolated model` is usable off the main actor
/// under either default.
final class DefaultIsolationTests: XCTestCase {
    /// Uses of the models from a nonisolated function, each with whether it must compile
    /// under `-default-isolation MainActor`.
    static let uses: [(code: String, underMainActor: Bool)] = [
        ("engine.speed = 1; _ = engine.observeSpeed { _, _ in }", true),
        ("tally.scores = [:]", false),
        ("_ = tally.observeCount { _, _ in }", false),
    ]

    func testAPlainModelFollowsTheModulesDefaultIsolation() throws {
        let swiftc = try XCTUnwrap(Swiftc.locate(), "no swiftc: set SWIFT_EXEC or put the toolchain on PATH")
        let caseFolder = MatrixLayout.goldenRoot.appendingPathComponent("isolation-default")
        for style in MatrixLayout.styles {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("obsgen-isolation-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = Generator.generate(
                [SourceFile(path: "Fixtures/Golden/isolation-default/ui.obs", bytes: try [UInt8](Data(contentsOf: caseFolder.appendingPathComponent("ui.obs"))))],
                options: GeneratorOptions(style: style))
            XCTAssertTrue(result.succeeded, "\(result.diagnostics)")
            for file in result.files {
                try file.contents.write(to: folder.appendingPathComponent(file.name), atomically: false, encoding: .utf8)
            }
            let app = MatrixLayout.appSources(ofCase: caseFolder)
            for source in app {
                try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("app-" + source.lastPathComponent))
            }
            // Each use in a file of its own, all in one compiler run per default isolation: an
            // error names its file, so each use is judged apart.
            var clients: [String] = []
            for (index, use) in Self.uses.enumerated() {
                let client = "nonisolated func use\(index)(_ engine: Engine, _ tally: Tally) { \(use.code) }\n"
                clients.append("client\(index).swift")
                try client.write(to: folder.appendingPathComponent(clients[index]), atomically: false, encoding: .utf8)
            }
            let files = result.files.map(\.name) + app.map { "app-" + $0.lastPathComponent } + clients
            for mainActor in [false, true] {
                let flags = ["-swift-version", "6", "-parse-as-library", "-typecheck", "-wmo"] + (mainActor ? ["-default-isolation", "MainActor"] : [])
                let outcome = try Swiftc.run(swiftc, flags + files, in: folder)
                let errorFiles = Set(SourceLocationTests.errors(in: outcome.output).map(\.file))
                XCTAssertTrue(errorFiles.isSubset(of: Set(clients)), "\(style), MainActor default \(mainActor): errors outside the clients:\n\(outcome.output)")
                for (index, use) in Self.uses.enumerated() {
                    let expected = !mainActor || use.underMainActor
                    XCTAssertEqual(!errorFiles.contains(clients[index]), expected, "\(style), MainActor default \(mainActor): `\(use.code)`:\n\(outcome.output)")
                    if !expected {
                        let lines = outcome.output.split(separator: "\n").filter { $0.hasPrefix(clients[index] + ":") && $0.contains(": error: ") }
                        XCTAssertTrue(lines.contains { $0.contains("main actor-isolated") }, "\(style): `\(use.code)`:\n\(outcome.output)")
                    }
                }
                XCTAssertEqual(outcome.status == 0, errorFiles.isEmpty, "\(style), MainActor default \(mainActor):\n\(outcome.output)")
            }
        }
    }
}
