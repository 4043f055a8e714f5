import Testing

@testable import ObsgenCore

/// The SPEC §6 syntax that generates today: `var` (means nothing) and `nonisolated model`
/// (the class is `nonisolated`, as every model without `@MainActor` or `@locked` is written
/// until module-default isolation lands). Both give exactly the output of the plain form.
/// (The golden `validation-form` input uses `var` too, and the compile matrix compiles it.)
@Suite struct SupportedModifierGenerationTests {
    /// The generated model file of `text`, or the diagnostics' messages.
    private func generated(_ text: String, style: OutputStyle) -> String {
        let result = Generator.generate([SourceFile(path: "m.obs", text: text)], options: GeneratorOptions(style: style))
        guard result.succeeded else { return result.diagnostics.map(\.message).joined(separator: "\n") }
        return result.files.first { $0.name == "m.swift" }?.contents ?? "no m.swift"
    }

    @Test(arguments: OutputStyle.allCases) func varAndNonisolatedGenerateThePlainForm(style: OutputStyle) {
        let plain = "model A {\n    x: Int = 0\n    @distinct y: String\n    child b: B?\n}\nmodel B { z: Int = 0 }\n"
        let spelled = "nonisolated model A {\n    var x: Int = 0\n    @distinct var y: String\n    child b: B?\n}\nnonisolated model B { var z: Int = 0 }\n"
        let expected = generated(plain, style: style)
        #expect(expected.contains("final class A"))
        #expect(generated(spelled, style: style) == expected)
    }
}
