/// The context of one model member, as the templates see it. Every member object carries
/// every flag (true or false), so a Mustache lookup never falls through to the model.
struct MemberContext {
    let model: ModelDecl
    let member: MemberDecl
    let index: Int
    let program: ProgramInfo
    let graph: DerivedGraph
    let style: OutputStyle

    var name: String { member.name.text }
    var swiftName: String { SwiftNames.escaped(name) }
    var storage: String { "_obsgen_\(name)" }

    /// The Swift type of the member as it appears in the class.
    var type: String {
        switch member.kind {
        case .property(let property): return property.type.text
        case .child(let child): return child.model.text + (child.isOptional ? "?" : "")
        case .children(let children): return "[\(children.model.text)]"
        case .derived(let derived): return derived.type.text
        case .event: return ""
        }
    }

    var isConstant: Bool {
        if case .property(let property) = member.kind { return property.isConstant }
        return false
    }

    var isChild: Bool {
        if case .child = member.kind { return true }
        return false
    }

    var isChildren: Bool {
        if case .children = member.kind { return true }
        return false
    }

    var isOptional: Bool {
        switch member.kind {
        case .child(let child): return child.isOptional
        case .property(let property): return TypeFacts.isOptional(property.type.text)
        default: return false
        }
    }

    var isDistinct: Bool {
        if case .property(let property) = member.kind { return property.isDistinct || model.has(.distinct) }
        return false
    }

    var childModel: String { ProgramInfo.childModel(of: member) ?? "" }

    /// In the combine style, the `objectWillChange` publishers of the member's children.
    /// Qualified with `self.`: it is read in `didSet`, where a member named `oldValue`
    /// would otherwise mean the implicit parameter.
    var childPublishers: String {
        switch member.kind {
        case .child(let child) where child.isOptional: return "self.\(swiftName).map { [$0.objectWillChange] } ?? []"
        case .child: return "[self.\(swiftName).objectWillChange]"
        case .children: return "self.\(swiftName).map(\\.objectWillChange)"
        default: return "[]"
        }
    }

    /// In the combine style, whether the child model has an `objectWillChange` to forward
    /// (`@locked` models keep the callbacks shape and have none).
    var childIsObservableObject: Bool {
        guard let child = ProgramInfo.childModel(of: member) else { return false }
        return program.models[child].map { !$0.has(.locked) } ?? false
    }

    /// The text of the `Change` case payload.
    var changePayload: String {
        switch member.kind {
        case .child(let child):
            return (child.isOptional ? "OptionalChildChange" : "ChildChange") + "<\(child.model.text)>"
        case .children(let children): return "ChildrenChange<\(children.model.text)>"
        default: return "new: \(type), old: \(type)"
        }
    }

    var changeDoc: String {
        switch member.kind {
        case .child: return "`\(name)` was replaced, or changed inside."
        case .children: return "`\(name)` was replaced or mutated, or one of its elements changed inside."
        case .derived: return "The value of `\(name)` changed."
        default: return "`\(name)` was assigned a new value."
        }
    }

    /// The condition (besides "someone listens") under which an assignment notifies.
    var changeCondition: String {
        if isChildren { return "!_obsgenSameChildren(newValue, oldValue)" }
        return isDistinct ? "newValue != oldValue" : ""
    }

    var replacedPayload: String {
        isChild || isChildren ? ".replaced(new: newValue, old: oldValue)" : "new: newValue, old: oldValue"
    }

    var defaultClause: String {
        switch member.kind {
        case .property(let property):
            if let value = property.defaultValue { return " = \(value.text)" }
            return TypeFacts.isOptional(property.type.text) ? " = nil" : ""
        case .child(let child):
            if let value = child.defaultValue { return " = \(value.text)" }
            if child.isOptional { return " = nil" }
            return program.isBuildableWithoutArguments(child.model.text) ? " = \(child.model.text)()" : ""
        case .children(let children):
            return " = \(children.defaultValue?.text ?? "[]")"
        default:
            return ""
        }
    }

    var isIndirect: Bool {
        guard let child = ProgramInfo.childModel(of: member) else { return false }
        return program.isRecursive(from: model.name.text, to: child)
    }

    /// The full object.
    func json(dependents: [JSONObject], derivedExtras: JSONObject = JSONObject()) -> JSONObject {
        var object = JSONObject(entries: [
            .init("name", .string(name)),
            .init("swiftName", .string(swiftName)),
            .init("capitalized", .string(SwiftNames.capitalized(name))),
            .init("type", .string(type)),
            .init("storage", .string(storage)),
            .init("valueAccess", .string(style == .combine && !model.has(.locked) ? swiftName : storage)),
            .init("childIsObservableObject", .bool(childIsObservableObject)),
            .init("childPublishers", .string(childPublishers)),
            .init("cacheName", .string("_obsgenLast_\(name)")),
            .init("index", .int(index)),
            .init("doc", .doc(member.doc)),
            .init("isConstant", .bool(isConstant)),
            .init("isChild", .bool(isChild)),
            .init("isChildren", .bool(isChildren)),
            .init("isOptional", .bool(isOptional)),
            .init("isDistinct", .bool(isDistinct)),
            .init("isBool", .bool(TypeFacts.isBool(type))),
            .init("isIndirect", .bool(isIndirect)),
            .init("childModel", .string(childModel)),
            .init("changePayload", .string(changePayload)),
            .init("changeDoc", .string(changeDoc)),
            .init("changeCondition", .stringOrFalse(changeCondition)),
            .init("replacedPayload", .string(replacedPayload)),
            .init("defaultClause", .string(defaultClause)),
            .init("dependents", .list(dependents)),
        ])
        if derivedExtras.count > 0 {
            for (key, value) in derivedExtras.entries { object[key] = value }
        }
        return object
    }
}
