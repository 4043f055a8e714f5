/// Where each attribute may be written: `@MainActor` and `@locked` on models (one of the
/// two), `@MainActor` on events buses, `@distinct` on models and stored `var` properties;
/// none twice on one declaration. (`@persisted` on members: `PersistedChecks`.)
enum AttributeChecks {
    /// Checks the attributes of every model, property and events bus.
    static func check(_ run: RunIndex, into sink: inout DiagnosticSink) {
        for model in run.models {
            checkRepeats(model.decl.attributes, in: model.file, into: &sink)
            let mainActor = model.decl.attributes.first { $0.kind == .mainActor }
            let locked = model.decl.attributes.first { $0.kind == .locked }
            if let mainActor, let locked {
                sink.error(
                    "'@MainActor' and '@locked' cannot be combined; pick one", in: model.file,
                    at: mainActor.range.start > locked.range.start ? mainActor.range : locked.range)
            }
            for member in model.decl.members {
                guard case .property(let property) = member.kind else { continue }
                checkRepeats(property.attributes, in: model.file, into: &sink)
                for attribute in property.attributes {
                    switch attribute.kind {
                    case .mainActor, .locked:
                        sink.error("'\(spelling(attribute.kind))' applies to models, not members", in: model.file, at: attribute.range)
                    case .distinct where property.isConstant:
                        sink.error(
                            "'@distinct' cannot be applied to constant '\(member.name.text)'; a constant never changes",
                            in: model.file, at: attribute.range)
                    case .distinct, .persisted:
                        break
                    }
                }
            }
        }
        for bus in run.buses {
            checkRepeats(bus.decl.attributes, in: bus.file, into: &sink)
            for attribute in bus.decl.attributes where attribute.kind != .mainActor {
                let applies = switch attribute.kind {
                case .locked: "models"
                case .persisted: "stored properties"
                default: "models and properties"
                }
                sink.error("'\(spelling(attribute.kind))' applies to \(applies), not events buses", in: bus.file, at: attribute.range)
            }
        }
    }

    /// The attribute as written: `@MainActor`, `@locked`, `@distinct`.
    static func spelling(_ kind: AttributeKind) -> String { "@" + kind.rawValue }

    /// `duplicate attribute '@distinct'` on every repetition.
    private static func checkRepeats(_ attributes: [Attribute], in file: SourceFile, into sink: inout DiagnosticSink) {
        var first: [AttributeKind: Attribute] = [:]
        for attribute in attributes {
            if let previous = first[attribute.kind] {
                sink.error(
                    "duplicate attribute '\(spelling(attribute.kind))'", in: file, at: attribute.range,
                    notes: [.at("'\(spelling(attribute.kind))' first written here", previous.range, in: file, from: file)])
            } else {
                first[attribute.kind] = attribute
            }
        }
    }
}
