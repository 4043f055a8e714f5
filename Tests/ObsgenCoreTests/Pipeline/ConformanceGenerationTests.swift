import Testing

@testable import ObsgenCore

/// SPEC §6 conformance lists in the generated text, every style: pass-through conformances
/// on the class line as written; the coding protocols in an extension, isolated for a
/// `@MainActor` model; a model with nothing to code. (The round trip itself is driven by
/// Tests/ConformanceTests over Fixtures/Golden/conformances*; the compile matrix compiles
/// that input under both default isolations.)
@Suite struct ConformanceGenerationTests {
    /// The generated model file of `text`, or the diagnostics' messages.
    private func generated(_ text: String, style: OutputStyle) -> String {
        let result = Generator.generate([SourceFile(path: "m.obs", text: text)], options: GeneratorOptions(style: style))
        guard result.succeeded else { return result.diagnostics.map(\.message).joined(separator: "\n") }
        return result.files.first { $0.name == "m.swift" }?.contents ?? "no m.swift"
    }

    @Test(arguments: OutputStyle.allCases) func otherConformancesAreWrittenOnTheClassAsWritten(style: OutputStyle) {
        let text = generated("model A: Identifiable, Swift.Codable, Hashable { let id: Int = 0 }\n", style: style)
        #expect(text.contains("ObservableModel\(style == .observation ? ", Observation.Observable" : style == .combine ? ", ObservableObject" : ""), Identifiable, Hashable {"))
        #expect(text.contains("\nextension A: Swift.Codable {\n"))
        #expect(!text.contains("Hashable {\n    private enum CodingKeys"))
    }

    @Test(arguments: OutputStyle.allCases) func aMainActorModelConformsIsolated(style: OutputStyle) {
        let text = generated("@MainActor model A: Encodable, Decodable { x: Int = 0 }\n", style: style)
        #expect(text.contains("extension A: @MainActor Encodable, @MainActor Decodable {"))
        let plain = generated("model A: Encodable, Decodable { x: Int = 0 }\n", style: style)
        #expect(plain.contains("extension A: Encodable, Decodable {"))
    }

    @Test(arguments: OutputStyle.allCases) func onlyTheDeclaredDirectionIsWritten(style: OutputStyle) {
        let encodable = generated("model A: Encodable { x: Int = 0 }\n", style: style)
        #expect(encodable.contains("func encode(to encoder: any Swift.Encoder) throws {"))
        #expect(!encodable.contains("init(from decoder:"))
        let decodable = generated("model A: Decodable { x: Int = 0 }\n", style: style)
        #expect(!decodable.contains("func encode(to"))
        #expect(decodable.contains("convenience init(from decoder: any Swift.Decoder) throws {"))
    }

    @Test(arguments: OutputStyle.allCases) func aModelWithNothingCodedHasEmptyKeysAndUsesNoContainerValue(style: OutputStyle) {
        let text = generated("model A: Codable {\n    @ignored x: Int = 0\n    weak y: AnyObject?\n}\n", style: style)
        #expect(text.contains("    private enum CodingKeys: Swift.CodingKey {}\n"))
        #expect(text.contains("        _ = try decoder.container(keyedBy: CodingKeys.self)\n        self.init()\n"))
        #expect(text.contains("        _ = encoder.container(keyedBy: CodingKeys.self)\n    }\n"))
    }

    @Test func aLockedModelEncodesOneSnapshotReadUnderTheLock() {
        let text = generated("@locked model A: Encodable {\n    let id: Int = 0\n    x: Int = 0\n    note: String?\n}\n", style: .callbacks)
        #expect(text.contains("""
                let (_obsgen_id, _obsgen_x, _obsgen_note) = _obsgenLock.withLock {
                    (self.id, self._obsgen_x, self._obsgen_note)
                }
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(_obsgen_id, forKey: .id)
                try container.encode(_obsgen_x, forKey: .x)
                try container.encodeIfPresent(_obsgen_note, forKey: .note)
        """))
    }

    @Test func anIgnoredMemberWithoutDefaultCannotBeDecoded() {
        #expect(generated("model A: Codable {\n    @ignored x: Int\n}\n", style: .callbacks)
            == "'@ignored' property 'x' of 'Decodable' model 'A' needs a default value: it is not decoded")
        #expect(generated("model A: Encodable {\n    @ignored x: Int\n}\n", style: .callbacks).contains("extension A: Encodable {"))
    }
}
