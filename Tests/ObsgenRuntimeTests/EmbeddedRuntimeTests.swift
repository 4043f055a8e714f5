import Foundation
@testable import ObsgenCore
import XCTest

/// The runtime obsgen writes is the runtime module's source: one copy, compiled and tested as
/// `Sources/ObsgenRuntime`, embedded by `Scripts/embed-templates.swift`.
final class EmbeddedRuntimeTests: XCTestCase {
    /// The platform imports every source file starts with (`Templates/runtime.mustache` has
    /// them once).
    static let prelude = """
    #if canImport(Darwin)
    import Darwin
    #elseif canImport(Glibc)
    import Glibc
    #elseif canImport(Musl)
    import Musl
    #elseif canImport(Android)
    import Android
    #endif


    """

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
    /// line) replaced: the support for generated code by `support`, a support requirement's
    /// `@_spi` attribute by `requirement`, the rest by `api`.
    static func substituted(_ text: String, support: String, requirement: String, api: String) -> String {
        let attributes = #"^(\s*(?:@\w+(?:\([^)]*\))?\s+)*)"#
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let line = String(line).replacingOccurrences(of: attributes + #"@_spi\(ObsgenRuntime\) public "#,
                                                         with: "$1\u{1}", options: .regularExpression)
                .replacingOccurrences(of: attributes + #"@_spi\(ObsgenRuntime\) "#, with: "$1\u{2}", options: .regularExpression)
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
            let expected = "{{! Made from Sources/ObsgenRuntime/\(name) by Scripts/embed-templates.swift: edit that file, not this one. }}\n"
                + Self.substituted(body, support: "{{supportAccess}}", requirement: "{{supportRequirement}}", api: "{{access}}")
            XCTAssertEqual(BuiltinTemplates.shared[partial], expected,
                           "the embedded \(name) differs from Sources/ObsgenRuntime: run `swift Scripts/embed-templates.swift`")
        }
        let core = "{{! Made from Sources/ObsgenRuntime/ by Scripts/embed-templates.swift: edit those files, not this one. }}\n"
            + partials.joined(separator: "\n")
        XCTAssertEqual(BuiltinTemplates.shared["runtime-core"], core, "run `swift Scripts/embed-templates.swift`")
    }

    /// Rendered for each `--access`, the runtime file holds every source file of the module
    /// with its access levels substituted: the documented API at `--access`; the support code
    /// internal, `@_spi(ObsgenRuntime) public` under public (not offered to app code), `package`
    /// under package.
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
