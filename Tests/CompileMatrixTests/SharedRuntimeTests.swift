import Foundation
import ObsgenCore
import XCTest

/// The runtime in a module of its own (`--access public`) shared by model modules generated
/// with `--no-runtime` (docs/integration.md §4): the support code is `@_spi(ObsgenRuntime)`,
/// which the model files import and app code does not see; and a runtime of another obsgen
/// version is one readable error.
final class SharedRuntimeTests: XCTestCase {
    private var folder: URL!
    private var swiftc: URL!

    override func setUpWithError() throws {
        swiftc = try XCTUnwrap(Swiftc.locate(), "no swiftc: set SWIFT_EXEC or put the toolchain on PATH")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("obsgen-shared-runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Generates `text` as `name.obs` and writes the files into `folder/module`; returns their names.
    private func generate(_ name: String, _ text: String, into module: String, _ options: GeneratorOptions,
                          edit: (String) -> String = { $0 }) throws -> [String] {
        let result = Generator.generate([SourceFile(path: name + ".obs", text: text)], options: options)
        XCTAssertTrue(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let directory = folder.appendingPathComponent(module)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in result.files {
            try edit(file.contents).write(to: directory.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
        return result.files.map { module + "/" + $0.name }
    }

    /// Builds the module's interface into `folder` (enough for its importers to type-check).
    private func emitModule(_ module: String, _ files: [String]) throws -> Swiftc.Outcome {
        try Swiftc.run(swiftc, ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-I", ".",
                                "-emit-module", "-module-name", module, "-emit-module-path", module + ".swiftmodule"] + files, in: folder)
    }

    private func typecheck(_ source: String) throws -> Swiftc.Outcome {
        try source.write(to: folder.appendingPathComponent("app.swift"), atomically: true, encoding: .utf8)
        return try Swiftc.run(swiftc, ["-swift-version", "6", "-warnings-as-errors", "-I", ".", "-typecheck", "app.swift"], in: folder)
    }

    func testModelModulesUseTheSharedRuntimeAndAppCodeSeesOnlyItsAPI() throws {
        let runtime = try generate("runtime", "", into: "SharedRuntime", GeneratorOptions(access: .public))
        let built = try emitModule("SharedRuntime", runtime)
        XCTAssertEqual(built.status, 0, built.output)

        let models = try generate("core", "import SharedRuntime\nmodel Counter { value: Int = 0 }", into: "CoreModels",
                                  GeneratorOptions(access: .public, includeRuntime: false))
        XCTAssertEqual(models, ["CoreModels/core.swift"])
        let core = try String(contentsOf: folder.appendingPathComponent(models[0]), encoding: .utf8)
        XCTAssertTrue(core.contains("\n@_spi(ObsgenRuntime) import SharedRuntime\n"), core)
        let modelsBuilt = try emitModule("CoreModels", models)
        XCTAssertEqual(modelsBuilt.status, 0, modelsBuilt.output)

        let app = try typecheck("""
        import CoreModels
        import SharedRuntime

        func watch(_ counter: Counter, _ bag: DisposeBag) {
            counter.observeValue { _, _ in }.store(in: bag)
        }
        """)
        XCTAssertEqual(app.status, 0, app.output)

        let peeking = try typecheck("""
        import SharedRuntime

        let lock = _ObsgenLock()
        """)
        XCTAssertNotEqual(peeking.status, 0)
        XCTAssertTrue(peeking.output.contains("cannot find '_ObsgenLock' in scope"), peeking.output)
    }

    /// Models that keep something of their own in the runtime's table (cached derived values,
    /// child counts, event observers) compile against a runtime in another module: the table is
    /// one final class they parameterise with a struct of their own, not a base class they
    /// would subclass (a public, not open, class cannot be subclassed outside its module).
    func testModelsWithDerivedValuesChildrenAndEventsUseTheSharedRuntime() throws {
        let runtime = try generate("runtime", "", into: "SharedRuntime", GeneratorOptions(access: .public))
        let built = try emitModule("SharedRuntime", runtime)
        XCTAssertEqual(built.status, 0, built.output)
        let text = """
        import SharedRuntime
        model Folder {
            count: Int = 0
            derived isEmpty: Bool = count == 0
            children files: [File] = []
            event opened
        }
        model File { size: Int = 0 }
        @MainActor
        model Screen {
            title: String = ""
            derived hasTitle: Bool = !title.isEmpty
            event shown(animated: Bool)
        }
        """
        let models = try generate("core", text, into: "CoreModels", GeneratorOptions(access: .public, includeRuntime: false))
        let modelsBuilt = try emitModule("CoreModels", models)
        XCTAssertEqual(modelsBuilt.status, 0, modelsBuilt.output)
    }

    /// A model file generated by this obsgen, compiled with a runtime whose version marker is
    /// another: exactly one error, which names the marker and says what to do.
    func testARuntimeOfAnotherVersionIsOneReadableError() throws {
        let older = { (text: String) in text.replacingOccurrences(of: "_ObsgenRuntimeVersion3", with: "_ObsgenRuntimeVersion2") }
        let runtime = try generate("runtime", "", into: "OldRuntime", GeneratorOptions(access: .public), edit: older)
        let built = try emitModule("OldRuntime", runtime)
        XCTAssertEqual(built.status, 0, built.output)
        let models = try generate("core", "import OldRuntime\nmodel Counter { value: Int = 0 }", into: "CoreModels",
                                  GeneratorOptions(access: .public, includeRuntime: false))
        let outcome = try emitModule("CoreModels", models)
        XCTAssertNotEqual(outcome.status, 0)
        let errors = outcome.output.split(separator: "\n").filter { $0.contains(".swift:") && $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, outcome.output)
        XCTAssertTrue(outcome.output.contains("cannot find type '_ObsgenRuntimeVersion3' in scope"), outcome.output)
        XCTAssertTrue(outcome.output.contains("ObsgenRuntime.swift is from another obsgen version; regenerate it"), outcome.output)
    }
}
