import Foundation
import ObsgenCore
import XCTest

/// SPEC §6 access, seen from another module: `Fixtures/Golden/modifiers-public` is generated
/// with `--access public` (in each toolchain-only style), built as module `Profiles`, and
/// client files that use it are type-checked against it. What the narrowed access forbids
/// must fail with the compiler's own message; everything else must compile.
final class ClientModuleTests: XCTestCase {
    /// A client that uses only what the model allows another module.
    static let allowed = """
        import Profiles
        func use(_ profile: Profile, _ any: any ProfileProtocol) {
            _ = profile.name; _ = profile.score
            profile.bio = "x"; profile.avatarCache = [:]; profile.delegate = nil
            _ = profile.observeName { _, _ in }; _ = profile.observeScore { _, _ in }
            _ = any.name; _ = any.score; any.bio = "y"; _ = any.observeScore { _, _ in }
        }
        """

    /// Statements that must not compile in a client (another module and package), each with
    /// what the compiler says.
    static let forbidden: [(code: String, message: String)] = [
        ("profile.name = \"x\"", "setter is inaccessible"),
        ("profile.score = 1", "setter is inaccessible"),
        ("any.name = \"x\"", "get-only"),
        ("_ = any.followers", "has no member 'followers'"),
        ("_ = any.observeFollowers { _, _ in }", "has no member 'observeFollowers'"),
        ("_ = profile.followers", "'followers' is inaccessible due to 'internal' protection level"),
        ("_ = profile.observeFollowers { _, _ in }", "'observeFollowers' is inaccessible due to 'internal' protection level"),
        ("_ = Profile()", "inaccessible"),
    ]

    func testNarrowedAccessIsWhatAnotherModuleSees() throws {
        let swiftc = try XCTUnwrap(Swiftc.locate(), "no swiftc: set SWIFT_EXEC or put the toolchain on PATH")
        let input = MatrixLayout.goldenRoot.appendingPathComponent("modifiers-public/models.obs")
        for style in MatrixLayout.styles {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("obsgen-client-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = Generator.generate(
                [SourceFile(path: "Fixtures/Golden/modifiers-public/models.obs", bytes: try [UInt8](Data(contentsOf: input)))],
                options: GeneratorOptions(style: style, access: .public))
            XCTAssertTrue(result.succeeded, "\(result.diagnostics)")
            for file in result.files {
                try file.contents.write(to: folder.appendingPathComponent(file.name), atomically: false, encoding: .utf8)
            }
            let module = try Swiftc.run(swiftc, [
                "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-module-name", "Profiles",
                "-package-name", "Profiles", "-emit-module", "-emit-module-path", "Profiles.swiftmodule", "-wmo",
            ] + result.files.map(\.name).sorted(), in: folder)
            XCTAssertEqual(module.status, 0, "\(style): building the module failed:\n\(module.output)")

            func typecheck(_ body: String, package: String = "Client") throws -> Swiftc.Outcome {
                try body.write(to: folder.appendingPathComponent("client.swift"), atomically: false, encoding: .utf8)
                return try Swiftc.run(swiftc, [
                    "-swift-version", "6", "-parse-as-library", "-typecheck", "-I", ".", "-package-name", package, "client.swift",
                ], in: folder)
            }
            let allowed = try typecheck(Self.allowed)
            XCTAssertEqual(allowed.status, 0, "\(style): the allowed client failed:\n\(allowed.output)")
            // Every forbidden statement in one client, one function per line: each line must get
            // an error with its message (one compiler run instead of one per statement).
            let misuses = Self.forbidden.enumerated().map { "func misuse\($0.offset)(_ profile: Profile, _ any: any ProfileProtocol) { \($0.element.code) }" }
            let firstMisuseLine = Self.allowed.split(separator: "\n", omittingEmptySubsequences: false).count + 1
            let outcome = try typecheck(Self.allowed + "\n" + misuses.joined(separator: "\n") + "\n")
            XCTAssertNotEqual(outcome.status, 0, "\(style): the forbidden statements compiled in another module")
            let errors = outcome.output.split(separator: "\n").filter { $0.hasPrefix("client.swift:") && $0.contains(": error: ") }
            for (index, (code, message)) in Self.forbidden.enumerated() {
                let mine = errors.filter { $0.hasPrefix("client.swift:\(firstMisuseLine + index):") }
                XCTAssertTrue(mine.contains { $0.contains(message) }, "\(style): `\(code)` (line \(firstMisuseLine + index)): expected an error with '\(message)' in:\n\(outcome.output)")
            }
            // The same package may set a `package(set)` member.
            let samePackage = try typecheck(Self.allowed + "\nfunc score(_ profile: Profile) { profile.score = 1 }\n", package: "Profiles")
            XCTAssertEqual(samePackage.status, 0, "\(style): package(set) refused in its own package:\n\(samePackage.output)")
        }
    }
}
