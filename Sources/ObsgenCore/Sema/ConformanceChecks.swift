/// Model headers: the conformance list (no repeats, nothing obsgen declares
/// already, no superclass obsgen can recognise, a `Codable` model's children `Codable`
/// too) and `nonisolated`, which cannot be combined with `@MainActor` or `@locked`.
enum ConformanceChecks {
    /// What obsgen writes on every generated class (or may, by style).
    static let generatedConformances: Set<String> = ["ObservableModel", "ObservableObject", "Observable"]
    /// Well-known classes that a model might try to inherit from.
    static let knownClasses: Set<String> = ["NSObject", "UIViewController", "NSViewController", "UIView", "NSView"]
    /// The coding protocols obsgen implements.
    static let codingProtocols: Set<String> = ["Codable", "Encodable", "Decodable"]

    /// Checks the header of every model.
    static func check(_ run: RunIndex, into sink: inout DiagnosticSink) {
        for model in run.models {
            checkNonisolated(model.decl, in: model.file, into: &sink)
            checkList(model.decl, run: run, in: model.file, into: &sink)
            checkCodableChildren(model, run: run, into: &sink)
        }
    }

    /// The coding protocols a model declares (`Encodable`, `Decodable`; `Codable` gives both).
    static func coding(of model: ModelDecl) -> Set<String> {
        var result = Set<String>()
        for conformance in model.conformances {
            switch conformance.baseName {
            case "Codable": result.formUnion(["Encodable", "Decodable"])
            case "Encodable": result.insert("Encodable")
            case "Decodable": result.insert("Decodable")
            default: break
            }
        }
        return result
    }

    /// `nonisolated` with `@MainActor` or `@locked`.
    private static func checkNonisolated(_ model: ModelDecl, in file: SourceFile, into sink: inout DiagnosticSink) {
        guard let range = model.nonisolatedRange else { return }
        for attribute in model.attributes where attribute.kind == .mainActor || attribute.kind == .locked {
            let spelling = AttributeChecks.spelling(attribute.kind)
            sink.error(
                "'nonisolated' cannot be combined with '\(spelling)'", in: file, at: range,
                notes: [.at("'\(spelling)' written here", attribute.range, in: file, from: file)])
        }
    }

    /// Repeats, redundant coding protocols, generated conformances and superclasses.
    private static func checkList(_ model: ModelDecl, run: RunIndex, in file: SourceFile, into sink: inout DiagnosticSink) {
        var seen: [String: Conformance] = [:]
        let hasCodable = model.conformances.contains { $0.baseName == "Codable" }
        for conformance in model.conformances {
            let base = String(conformance.baseName)
            if let previous = seen[base] {
                sink.error(
                    "duplicate conformance '\(conformance.name)'", in: file, at: conformance.range,
                    notes: [.at("first written here", previous.range, in: file, from: file)])
                continue
            }
            seen[base] = conformance
            if hasCodable && (base == "Encodable" || base == "Decodable") {
                sink.error("'\(base)' is redundant: 'Codable' includes it", in: file, at: conformance.range)
            } else if generatedConformances.contains(base) || base == GeneratedNames.protocolName(ofModel: model.name.text) {
                sink.error(
                    "model '\(model.name.text)' conforms to '\(base)' already: obsgen generates that conformance", in: file,
                    at: conformance.range)
            } else if base == "Sendable" && model.has(.locked) {
                sink.error("'@locked' model '\(model.name.text)' is 'Sendable' already", in: file, at: conformance.range)
            } else if let other = run.modelNamed[conformance.name] {
                sink.error(
                    "model '\(model.name.text)' cannot inherit from model '\(conformance.name)'", in: file, at: conformance.range,
                    notes: [.at("'\(conformance.name)' declared here", other.decl.name.range, in: other.file, from: file), composeNote])
            } else if knownClasses.contains(base) {
                sink.error(
                    "model '\(model.name.text)' cannot inherit from class '\(conformance.name)'", in: file, at: conformance.range,
                    notes: [composeNote])
            }
        }
    }

    /// Models are final classes that compose.
    private static let composeNote = DiagnosticNote(
        "models are final classes: compose instead of inheriting (a 'child' member holds another model)")

    /// A `Codable` model encodes its children: their models must be `Codable` as well.
    private static func checkCodableChildren(_ model: Located<ModelDecl>, run: RunIndex, into sink: inout DiagnosticSink) {
        let needed = coding(of: model.decl)
        guard !needed.isEmpty else { return }
        for member in model.decl.members {
            guard let type = ChildChecks.childModel(of: member), let child = run.modelNamed[type.text] else { continue }
            let missing = needed.subtracting(coding(of: child.decl)).sorted()
            guard !missing.isEmpty else { continue }
            let wanted = missing.count == 2 ? "Codable" : missing[0]
            sink.error(
                "model '\(model.decl.name.text)' is '\(wanted)', but '\(type.text)', the model of its \(ModifierChecks.describe(member)), is not",
                in: model.file, at: member.name.range,
                notes: [.at("add ': \(wanted)' to '\(type.text)', declared here", child.decl.name.range, in: child.file, from: model.file)])
        }
    }
}
