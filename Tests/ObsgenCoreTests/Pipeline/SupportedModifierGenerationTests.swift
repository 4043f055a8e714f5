import Testing

@testable import ObsgenCore

/// `var` means nothing: it gives exactly the output of the plain form. `nonisolated model`
/// differs from a plain `model` (which follows the module's default isolation) only in the
/// isolation written: `nonisolated` on the class, its protocol and its table, and in the
/// combine style the nonisolated property wrapper. (The golden `validation-form` input uses
/// `var` too, and the compile matrix compiles it; `isolation-default` compiles both forms
/// under both default isolations.)
@Suite struct SupportedModifierGenerationTests {
    /// The generated model file of `text`, or the diagnostics' messages.
    private func generated(_ text: String, style: OutputStyle) -> String {
        let result = Generator.generate([SourceFile(path: "m.obs", text: text)], options: GeneratorOptions(style: style))
        guard result.succeeded else { return result.diagnostics.map(\.message).joined(separator: "\n") }
        return result.files.first { $0.name == "m.swift" }?.contents ?? "no m.swift"
    }

    private let plain = "model A {\n    x: Int = 0\n    @distinct y: String\n    child b: B?\n}\nmodel B { z: Int = 0 }\n"

    @Test(arguments: OutputStyle.allCases) func varGeneratesThePlainForm(style: OutputStyle) {
        let spelled = "model A {\n    var x: Int = 0\n    @distinct var y: String\n    child b: B?\n}\nmodel B { var z: Int = 0 }\n"
        let expected = generated(plain, style: style)
        #expect(expected.contains("final class A"))
        #expect(generated(spelled, style: style) == expected)
    }

    @Test(arguments: OutputStyle.allCases) func nonisolatedWritesTheIsolationThePlainFormLeavesToTheModule(style: OutputStyle) {
        let spelled = "nonisolated model A {\n    x: Int = 0\n    @distinct y: String\n    child b: B?\n}\nnonisolated model B { z: Int = 0 }\n"
        let followsDefault = generated(plain, style: style)
        #expect(!followsDefault.contains("nonisolated final class A"))
        #expect(!followsDefault.contains("nonisolated protocol AProtocol"))
        let expected = followsDefault
            .replacingOccurrences(of: "\nfinal class ", with: "\nnonisolated final class ")
            .replacingOccurrences(of: "\nprotocol ", with: "\nnonisolated protocol ")
            .replacingOccurrences(of: "private final class _ObsgenTable", with: "private nonisolated final class _ObsgenTable")
            .replacingOccurrences(of: "@_ObsgenDefaultPublished ", with: "@_ObsgenPublished ")
            .replacingOccurrences(of: ": _ObsgenDefaultPublishedModel {", with: ": _ObsgenPublishedModel {")
            .replacingOccurrences(of: "nonisolated let _obsgenWillChange", with: "let _obsgenWillChange")
        #expect(generated(spelled, style: style) == expected)
    }
}
