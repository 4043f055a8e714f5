import Foundation
@testable import ObsgenCore
import XCTest

/// The runtime obsgen writes is the runtime module's source: one copy, compiled and tested as
/// `Sources/ObsgenRuntime`, embedded as it is (`Sources/ObsgenEmbeddedFiles`), its access levels
/// set when obsgen renders it. The substitution is checked here against a second, independent
/// implementation (regular expressions).
final class EmbeddedRuntimeTests: XCTestCase {
    /// The platform imports every source file starts with (`Templates/runtime.mustache` has
    /// them once).
    static let prelude = RuntimeTemplates.prelude

    /// The module's source files, in name order, each without its prelude.
    static func sources() throws -> [(name: String, body: String)] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ObsgenRuntime")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            XCTAssertTrue(text.hasPrefix(prelude), "\(name) does not start with the platform imports")
            return (name, String(text.dropFirst(prelude.count)))
        }
    }

    /// `text` with each declaration's access level (after its attributes, at the start of a
    /// line) replaced: the support for generated code by `support`, the `@_spi` attribute of a
    /// support requirement in a protocol (which takes no access modifier) by `requirement`, the
    /// rest by `api`.
    static func substituted(_ text: String, support: String, requirement: String = "{{spiAttribute}}", api: String) -> String {
        let attributes = #"^(\s*(?:@\w+(?:\([^)]*\))?\s+)*)"#
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let line = String(line).replacingOccurrences(of: attributes + #"@_spi\(ObsgenRuntime\) public "#,
                                                         with: "$1\u{1}", options: .regularExpression)
                .replacingOccurrences(of: attributes + #"@_spi\(ObsgenRuntime\) (?![\s@]|public)"#,
                                      with: "$1\u{2}", options: .regularExpression)
            return line.replacingOccurrences(of: attributes + "public ", with: "$1" + api, options: .regularExpression)
                .replacingOccurrences(of: "\u{1}", with: support).replacingOccurrences(of: "\u{2}", with: requirement)
        }.joined(separator: "\n")
    }

    /// Each source file is one partial (`Slot.swift` -> `runtime-slot`) holding its text with
    /// the access levels turned into tags; `runtime-core` includes them in name order.
    func testTheRuntimeTemplatesAreTheModuleSource() throws {
        let sources = try Self.sources()
        XCTAssertGreaterThan(sources.count, 5)
        var partials: [String] = []
        for (name, body) in sources {
            let partial = "runtime-" + name.dropLast(".swift".count).lowercased()
            partials.append("{{> \(partial)}}\n")
            let expected = Self.substituted(body, support: "{{supportAccess}}", api: "{{access}}")
            XCTAssertEqual(BuiltinTemplates.shared[partial], expected, "the runtime template of \(name) differs from its source")
        }
        XCTAssertEqual(BuiltinTemplates.shared["runtime-core"], partials.joined(separator: "\n"))
    }

    /// The access level is found after the indentation and any attributes, and nowhere else.
    func testTheAccessLevelIsTaggedAfterTheAttributesOnly() {
        let lines = [
            "public struct A {}", "    public var x: Int", "@_spi(ObsgenRuntime) public final class B {}",
            "@inline(__always) @_spi(ObsgenRuntime) public func f() {}", "@usableFromInline @inline(__always) public func g() {}",
            "@available(macOS 14, iOS 17, *) public func h() {}", "\t@discardableResult public func i() -> Int",
            "    // public comment", "let x = 1 // public ", "internal var public_ = 0", "publicly", "@_spi(ObsgenRuntime) public",
            "@_spi(ObsgenRuntime)  public func j()", "@ public func k()", "@x(unclosed public func l()", "",
            "    @_spi(ObsgenRuntime) func requirement()", "@MainActor @_spi(ObsgenRuntime) var requirement: Int { get }",
        ]
        for line in lines {
            XCTAssertEqual(RuntimeTemplates.template(from: line),
                           Self.substituted(line, support: "{{supportAccess}}", api: "{{access}}"), line)
        }
        XCTAssertEqual(RuntimeTemplates.template(from: "    @inline(__always) public init() {}\n@é public x\n"),
                       "    @inline(__always) {{access}}init() {}\n@é {{access}}x\n")
        XCTAssertEqual(RuntimeTemplates.template(from: RuntimeTemplates.prelude + "public x"), "{{access}}x")
    }

    /// `--templates` cannot replace the runtime: an override of one of its templates is an
    /// error when the templates are checked, and is never rendered.
    func testTheRuntimeCannotBeOverridden() throws {
        for name in ["runtime", "runtime-core", "runtime-version"] {
            var options = GeneratorOptions()
            options.templateOverrides = [name: "// mine\n", "doc": BuiltinTemplates.shared["doc"] ?? ""]
            let errors = Generator.templateErrors(options: options)
            XCTAssertEqual(errors.map(\.template), [name])
            XCTAssertTrue(errors.first?.message.contains("the runtime (ObsgenRuntime.swift) cannot be replaced") ?? false)
            let result = Generator.generate([SourceFile(path: "empty.obs", text: "")], options: options)
            let runtime = try XCTUnwrap(result.files.first { $0.name == Generator.runtimeFileName }?.contents)
            XCTAssertFalse(runtime.contains("// mine"), name)
            XCTAssertTrue(runtime.contains("enum _ObsgenRuntimeVersion"), name)
        }
    }

    /// Rendered for each `--access`, the runtime file holds every source file of the module
    /// with its access levels substituted: the documented API at `--access`; the support code
    /// internal, `@_spi(ObsgenRuntime) public` under public (not offered to app code), `package`
    /// under package; a support requirement of a protocol `@_spi(ObsgenRuntime)` under public.
    func testTheRenderedRuntimeIsTheModuleSourceAtEachAccessLevel() throws {
        let cases: [(AccessLevel, support: String, requirement: String, api: String)] = [
            (.internal, "", "", ""), (.public, "@_spi(ObsgenRuntime) public ", "@_spi(ObsgenRuntime) ", "public "),
            (.package, "package ", "", "package "),
        ]
        for (access, support, requirement, api) in cases {
            let result = Generator.generate([SourceFile(path: "empty.obs", text: "")], options: GeneratorOptions(access: access))
            let runtime = try XCTUnwrap(result.files.first { $0.name == Generator.runtimeFileName }?.contents)
            for (name, body) in try Self.sources() {
                XCTAssertTrue(runtime.contains(Self.substituted(body, support: support, requirement: requirement, api: api)), "\(access): \(name)")
            }
            if access == .internal {
                XCTAssertFalse(runtime.contains("public "), "an internal runtime declares nothing public")
                XCTAssertFalse(runtime.contains("@_spi"))
            }
        }
    }
}
