import Testing
@testable import ObsgenCore

/// `GeneratedNames.shadowableNames` covers every capitalized name the templates write
/// unqualified, and the check rejects a model or bus that takes one of them.
@Suite struct GeneratedNameListTests {
    /// Names the templates declare themselves: runtime types, nested types and generic
    /// parameters (a generic parameter shadows the outer name only inside its own scope,
    /// where no user type is written; `Any` and `Self` are keywords; `ChangeCallback`, `_ObsgenEmitting`'s associated type, is
    /// declared and used only inside a model's table, like `Own`, `_ObsgenModelTable`'s parameter for
    /// what a model keeps in it; `CodingKeys`, nested in a `Codable` model's extension; the
    /// persistence runtime's nested types (the save queue's too) and `PersistenceStore`'s `T`;
    /// `Wrapped`, `Optional`'s parameter in an extension of it). `DEBUG` is a compilation
    /// condition. `ObsgenRuntime` is the runtime's SPI group (`@_spi(ObsgenRuntime) import`), a
    /// name no type can shadow.
    private static let declaredByTemplates: Set<String> =
        Set(GeneratedNames.runtimeTypes + GeneratedNames.nestedTypes
            + ["C", "Callback", "CodingKeys", "ChangeCallback", "Own", "Key", "Result", "Value", "Any", "Self", "ObsgenRuntime"]
            + ["T", "Wrapped", "DEBUG", "Address", "Listener", "Delivery", "Mismatch", "Stored", "Operation", "ThreadLocalKey"]
            + ["Turn", "Receipt", "Admission"]
            // `_obsgenShouldNotify`'s generic parameters: the elements of a tuple, of an array.
            + ["A", "B", "D", "E", "F", "Element"]
            // A history's and a stream's generic parameters (`ChangeHistory<Model>`,
            // `values<T>(of:)`), and the types nested in the history's core.
            + ["Model", "T", "Step", "Report", "Restorer", "Aftermath"])

    /// The capitalized identifiers of a template's Swift text, except members (after `.`):
    /// a tag becomes a separator and a lowercase letter (so `{{storage}}New` is one
    /// identifier, not `New`, and `ObservableModel{{conformances}}` stays `ObservableModel`),
    /// and comments are dropped.
    static func capitalizedIdentifiers(in template: String) -> Set<String> {
        var names: Set<String> = []
        for rawLine in template.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(rawLine)
            while let open = line.range(of: "{{"), let close = line.range(of: "}}", range: open.upperBound..<line.endIndex) {
                line.replaceSubrange(open.lowerBound..<close.upperBound, with: " x")
            }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            var current = ""
            var afterDot = false
            for character in line + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    current.append(character)
                    continue
                }
                if !afterDot, let first = current.first, first.isUppercase { names.insert(current) }
                afterDot = character == "."
                current = ""
            }
        }
        return names
    }

    @Test func everyUnqualifiedNameOfTheTemplatesIsListed() {
        var used: [String: String] = [:]
        for (file, text) in BuiltinTemplates.shared {
            for name in Self.capitalizedIdentifiers(in: text) { used[name] = file }
        }
        #expect(used["Unmanaged"] != nil && used["ObjectIdentifier"] != nil)  // the scan sees the runtime
        for (name, file) in used.sorted(by: { $0.key < $1.key })
        where !Self.declaredByTemplates.contains(name) && !GeneratedNames.shadowableNames.contains(name) {
            Issue.record("\(file) uses '\(name)': add it to GeneratedNames.shadowableNames (or to the declared names here)")
        }
    }

    @Test func scannerSplitsTagsAndComments() {
        #expect(Self.capitalizedIdentifiers(in: "let {{storage}}New = Atomic<Int>(0) // Foo\n/// Bar\n_ObsgenLock x.Set\nBool{{#a}}, Hasher{{/a}}") ==
            ["Atomic", "Int", "Bool", "Hasher"])
    }

    @Test func modelsAndBusesMayNotShadowThem() throws {
        let diagnostics = check(obsFile("a.obs", model("Atomic"), events("Set"), model("Observation"), model("Atomics")))
        #expect(diagnostics.map(\.message) == [
            "model 'Atomic' would shadow 'Atomic', which the generated code uses; choose another name",
            "events bus 'Set' would shadow 'Set', which the generated code uses; choose another name",
            "model 'Observation' would shadow 'Observation', which the generated code uses; choose another name",
        ])
        #expect(diagnostics.map(\.rangeText) == ["Atomic", "Set", "Observation"])
        for name in GeneratedNames.shadowableNames {
            #expect(check(obsFile("a.obs", model(name))).count == 1, "\(name)")
        }
    }
}
