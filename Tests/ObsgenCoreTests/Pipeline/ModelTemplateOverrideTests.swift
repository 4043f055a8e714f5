@testable import ObsgenCore
import XCTest

/// `model` is the class of every model, `@locked` or not, and the parts where a `@locked`
/// model differs are partials of their own (`locked-*` and `model-*`): what `--templates`
/// replaces by name (docs/customizing.md).
final class ModelTemplateOverrideTests: XCTestCase {
    /// A file with a model of each design.
    static let source = """
        model Plain { x: Int = 0 }
        @locked
        model Shared { y: Int = 0 }
        """

    /// The generated `models.swift` of `source` with `overrides` in place of built-in templates.
    private func models(_ overrides: [String: String]) throws -> String {
        var options = GeneratorOptions()
        options.templateOverrides = overrides
        XCTAssertEqual(Generator.templateErrors(options: options), [])
        let result = Generator.generate([SourceFile(path: "models.obs", text: Self.source)], options: options)
        XCTAssertTrue(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try XCTUnwrap(result.files.first { $0.name == "models.swift" }?.contents)
    }

    func testTheModelTemplateWritesTheClassOfEveryModel() throws {
        let text = try models(["model": "// the class of {{name}}{{#isLocked}}, locked{{/isLocked}}\n"])
        XCTAssertTrue(text.contains("// the class of Plain\n"), text)
        XCTAssertTrue(text.contains("// the class of Shared, locked\n"), text)
        XCTAssertFalse(text.contains("final class"), "no class is written by another template")
    }

    func testADesignsPartIsReplacedForThatDesignOnly() throws {
        let text = try models([
            "model-accessors": "    // the accessors of {{name}}, without a lock\n",
            "locked-accessors": "    // the accessors of {{name}}, under the lock\n",
        ])
        XCTAssertTrue(text.contains("// the accessors of Plain, without a lock\n"), text)
        XCTAssertTrue(text.contains("// the accessors of Shared, under the lock\n"), text)
        XCTAssertFalse(text.contains("Plain, under the lock"))
        XCTAssertFalse(text.contains("Shared, without a lock"))
        XCTAssertTrue(text.contains("final class Plain"))
        XCTAssertTrue(text.contains("nonisolated final class Shared"))
    }
}
