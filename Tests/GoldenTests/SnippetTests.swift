import Foundation
import ObsgenCore
import XCTest

/// `Fixtures/Snippets/<name>.obs`: one member of one kind, generated in-process in every
/// style; the member's fragment (`SnippetCutter`) is compared byte for byte with
/// `Fixtures/Snippets/<name>/<style>.swift`, so a template change reads as a small diff.
/// Re-record with `OBSGEN_RECORD=1 swift test --filter SnippetTests`.
final class SnippetTests: XCTestCase {
    /// `Fixtures/Snippets`.
    static let root = FixtureLayout.packageRoot.appendingPathComponent("Fixtures/Snippets")

    /// The snippet inputs, sorted by name.
    static func inputs() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".obs") }.sorted()
    }

    func testEverySnippetMatchesItsFragments() throws {
        let inputs = try Self.inputs()
        XCTAssertGreaterThanOrEqual(inputs.count, 11, "the snippet fixtures are missing")
        for input in inputs {
            for style in OutputStyle.allCases { try check(input, style: style) }
        }
    }

    /// Every folder belongs to an input and holds exactly one file per style.
    func testLayoutHasNoStrayFiles() throws {
        let inputs = Set(try Self.inputs().map { String($0.dropLast(".obs".count)) })
        let entries = try FileManager.default.contentsOfDirectory(atPath: Self.root.path)
        for entry in entries where !entry.hasSuffix(".obs") && entry != "README.md" {
            XCTAssertTrue(inputs.contains(entry), "Fixtures/Snippets/\(entry) has no \(entry).obs")
            let files = Set(FixtureLayout.files(in: Self.root.appendingPathComponent(entry)).keys)
            XCTAssertEqual(files, Set(OutputStyle.allCases.map { "\($0.rawValue).swift" }),
                           "Fixtures/Snippets/\(entry) must hold one <style>.swift per style")
        }
    }

    /// A fragment that cannot be found is an error, never an empty (and so matching) text.
    func testMissingFragmentFailsLoudly() throws {
        let generated = try generate("// snippet: Subject.count\nmodel Subject { count: Int = 0 }\n", style: .callbacks)
        XCTAssertThrowsError(try SnippetCutter.fragment(of: generated, model: "Absent", member: "count"))
        XCTAssertThrowsError(try SnippetCutter.fragment(of: generated, model: "Subject", member: "absent"))
        XCTAssertThrowsError(try SnippetCutter.fragment(of: "", model: "Subject", member: "count"))
        XCTAssertThrowsError(try SnippetCutter.subject(ofInput: "model Subject { count: Int = 0 }\n"))
        let fragment = try SnippetCutter.fragment(of: generated, model: "Subject", member: "count")
        XCTAssertTrue(fragment.contains("var count: Int"))
        XCTAssertTrue(fragment.contains("_obsgenAfterSet(_obsgenTable, self, 0, newValue, _obsgenExchange(&_obsgen_count, newValue), Change.count)"))
        XCTAssertTrue(fragment.contains("_obsgenMakeTable().observe(0, callback)"))
        XCTAssertTrue(fragment.contains("protocol SubjectProtocol"))
    }

    private func check(_ input: String, style: OutputStyle) throws {
        let name = String(input.dropLast(".obs".count))
        let label = "Fixtures/Snippets/\(name)/\(style.rawValue).swift"
        let text = try String(contentsOf: Self.root.appendingPathComponent(input), encoding: .utf8)
        let subject = try SnippetCutter.subject(ofInput: text)
        let actual: String
        do {
            actual = try SnippetCutter.fragment(of: try generate(text, style: style, path: "Fixtures/Snippets/\(input)"),
                                                model: subject.model, member: subject.member)
        } catch {
            XCTFail("\(label): \(error)")
            return
        }
        let file = Self.root.appendingPathComponent(name).appendingPathComponent("\(style.rawValue).swift")
        if FixtureLayout.isRecording {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            XCTFail("\(label) is missing (record: OBSGEN_RECORD=1 swift test --filter SnippetTests)")
            return
        }
        if let diff = TextDiff.describe(expected: expected, actual: actual, name: "\(name)/\(style.rawValue).swift") {
            XCTFail("\(label) differs (re-record: OBSGEN_RECORD=1 swift test --filter SnippetTests):\n\(diff)")
        }
    }

    /// The generated models file (not the runtime) of one input.
    private func generate(_ text: String, style: OutputStyle, path: String = "snippet.obs") throws -> String {
        let result = Generator.generate([SourceFile(path: path, text: text)], options: GeneratorOptions(style: style))
        XCTAssertTrue(result.diagnostics.isEmpty, "\(path): \(result.diagnostics)")
        guard let file = result.files.first(where: { $0.name != Generator.runtimeFileName }) else {
            throw SnippetCutter.Failure(description: "\(path): nothing generated")
        }
        return file.contents
    }
}
