/// `@persisted("key")`: only on stored `var` properties (not `let`, `weak`, `@ignored`,
/// derived values, children or events), with a key that is not empty and not used twice in
/// one model; an optional one defaults to `nil` (a stored `nil` is a removed key).
enum PersistedChecks {
    /// Checks every model and events bus of the run.
    static func check(_ run: RunIndex, into sink: inout DiagnosticSink) {
        for model in run.models {
            for attribute in model.decl.attributes where attribute.kind == .persisted {
                sink.error(
                    "'@persisted' applies to stored properties, not to models", in: model.file, at: attribute.range,
                    notes: [DiagnosticNote("write it before each property to store: '@persisted(\"key\") name: Type = default'")])
            }
            var keys: [String: AttributeArgument] = [:]
            for member in model.decl.members {
                guard let attribute = member.attributes.first(where: { $0.kind == .persisted }) else { continue }
                checkMember(member, attribute, in: model, into: &sink)
                guard let key = attribute.argument, !key.text.isEmpty else { continue }
                if let first = keys[key.text] {
                    sink.error(
                        "duplicate '@persisted' key \"\(key.text)\" in model '\(model.decl.name.text)'", in: model.file, at: key.range,
                        notes: [.at("first used here", first.range, in: model.file, from: model.file)])
                } else {
                    keys[key.text] = key
                }
            }
        }
    }

    /// The member's kind, key and default.
    private static func checkMember(_ member: MemberDecl, _ attribute: Attribute, in model: Located<ModelDecl>, into sink: inout DiagnosticSink) {
        let file = model.file
        let what = ModifierChecks.describe(member)
        let name = member.name.text
        if let key = attribute.argument, key.text.isEmpty {
            sink.error("the key of '@persisted' is empty", in: file, at: key.range,
                       notes: [DiagnosticNote("name the key to store under: '@persisted(\"\(name)\")'")])
        } else if attribute.argument == nil && attribute.range.end - attribute.range.start == "@persisted".utf8.count {
            sink.error("'@persisted' needs the key to store under", in: file, at: attribute.range,
                       notes: [DiagnosticNote("write '@persisted(\"\(name)\")'")])
        }
        switch member.kind {
        case .property(let property) where property.isConstant:
            sink.error("\(what) cannot be '@persisted': a constant never changes, so there is nothing to save", in: file, at: attribute.range,
                       notes: [DiagnosticNote(
                           "to save its changes, make it a property that can change (without 'let'): '@persisted(\"\(attribute.argument?.text ?? name)\") \(name): \(property.type.text)\(property.defaultValue.map { " = " + $0.text } ?? "")'; otherwise remove '@persisted'")])
        case .property(let property):
            if member.modifiers.isWeak {
                sink.error("weak \(what) cannot be '@persisted'", in: file, at: attribute.range,
                           notes: [DiagnosticNote("a weak reference is not a value that can be stored")])
            } else if let ignored = member.modifiers.first(.ignored) {
                sink.error("'@persisted' and '@ignored' cannot be combined on \(what)", in: file, at: ignored.range,
                           notes: [DiagnosticNote("a persisted property is observed: its changes are saved, and changes made elsewhere reach its observers")])
            }
            if TypeFacts.isOptional(property.type.text), let value = property.defaultValue, value.text != "nil" {
                sink.error("optional '@persisted' \(what) must default to nil", in: file, at: value.range,
                           notes: [DiagnosticNote("nil is stored by removing the key, so a stored nil would read back as the default: declare '\(name): \(property.type.text) = nil' or leave the default out")])
            }
        case .child, .children:
            sink.error("\(what) cannot be '@persisted'", in: file, at: attribute.range,
                       notes: [DiagnosticNote("persist the child model's own properties with '@persisted', each under its own key")])
        case .derived:
            sink.error("\(what) cannot be '@persisted': it is computed", in: file, at: attribute.range,
                       notes: [DiagnosticNote("persist the stored properties it reads")])
        case .event:
            sink.error("'@persisted' cannot be applied to \(what)", in: file, at: attribute.range)
        }
    }
}
