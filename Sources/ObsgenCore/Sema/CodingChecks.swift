/// `Decodable` models: what obsgen's decoding cannot build. Decoding goes through
/// the memberwise init with the coded members; `@ignored` members are not coded, so each
/// one needs a value without the JSON: a default, or an optional type (`nil`). Swift's own
/// synthesis refuses the same member ("does not have a matching CodingKey and does not have
/// a default value"); obsgen says so at the member instead of inside the generated file.
/// (A child model that is not `Codable` is `ConformanceChecks`' business; `weak` members
/// start `nil` and derived values are computed, so neither needs a value.)
enum CodingChecks {
    /// Checks every `Decodable` model of the run.
    static func check(_ run: RunIndex, into sink: inout DiagnosticSink) {
        for model in run.models where ConformanceChecks.coding(of: model.decl).contains("Decodable") {
            for member in model.decl.members where member.modifiers.isIgnored && !member.modifiers.isWeak {
                guard case .property(let property) = member.kind, !property.isConstant, property.defaultValue == nil,
                      !TypeFacts.isOptional(property.type.text) else { continue }
                let name = member.name.text
                sink.error(
                    "'@ignored' property '\(name)' of 'Decodable' model '\(model.decl.name.text)' needs a default value: it is not decoded",
                    in: model.file, at: member.name.range,
                    notes: [DiagnosticNote(
                        "give it a default ('\(name): \(property.type.text) = …') or an optional type; decoding leaves '@ignored' members at their default")])
            }
        }
    }
}
