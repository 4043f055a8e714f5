/// The context of one model member, as the templates see it. Every member object carries
/// every flag (true or false), so a Mustache lookup never falls through to the model.
/// A class: it is handed around while the model's context is built, and a copy of the
/// struct copied the whole model declaration and program facts (a retain per field).
final class MemberContext {
    let model: ModelDecl
    let member: MemberDecl
    let index: Int
    let program: ProgramInfo
    let graph: DerivedGraph
    let style: OutputStyle

    /// Makes the context of `member`, the `index`-th member of `model`.
    init(model: ModelDecl, member: MemberDecl, index: Int, program: ProgramInfo, graph: DerivedGraph, style: OutputStyle) {
        self.model = model
        self.member = member
        self.index = index
        self.program = program
        self.graph = graph
        self.style = style
    }

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

    /// In the combine style, the `_ObsgenWillChange` holders of the member's children (their
    /// `objectWillChange` and what the parent needs to tell a change from its own echo).
    /// Qualified with `self.`: it is read in `didSet`, where a member named `oldValue`
    /// would otherwise mean the implicit parameter.
    var childPublishers: String {
        switch member.kind {
        case .child(let child) where child.isOptional: return "self.\(swiftName).map { [$0._obsgenWillChange] } ?? []"
        case .child: return "[self.\(swiftName)._obsgenWillChange]"
        case .children: return "self.\(swiftName).map(\\._obsgenWillChange)"
        default: return "[]"
        }
    }

    /// In the combine style, whether the child model has an `objectWillChange` to forward
    /// (`@locked` models keep the callbacks shape and have none).
    var childIsObservableObject: Bool {
        guard let child = ProgramInfo.childModel(of: member) else { return false }
        return program.models[child].map { !$0.has(.locked) } ?? false
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

    /// The full object, built in `context`; `derivedExtras` are appended to its fields.
    /// Each string is computed once and composite ones are written into the pool in parts
    /// (the same text as `changePayload`, `changeDoc`, `storage`, ...).
    func object(dependents: [FlatValue], derivedExtras: [FlatField] = [], in context: FlatContext) -> FlatValue {
        let type = self.type
        let swiftName = context.string(self.swiftName)
        let storage = context.string("_obsgen_", name)
        let isCombineValue = style == .combine && !model.has(.locked)
        let fields = [
            FlatField("name", context.string(name)),
            FlatField("swiftName", swiftName),
            FlatField("capitalized", context.string(SwiftNames.capitalized(name))),
            FlatField("type", context.string(type)),
            FlatField("storage", storage),
            FlatField("valueAccess", isCombineValue ? swiftName : storage),
            FlatField("childIsObservableObject", .bool(childIsObservableObject)),
            FlatField("childPublishers", context.string(childPublishers)),
            FlatField("cacheName", context.string("_obsgenLast_", name)),
            FlatField("index", context.int(index)),
            FlatField("doc", context.doc(member.doc)),
            FlatField("isConstant", .bool(isConstant)),
            FlatField("isChild", .bool(isChild)),
            FlatField("isChildren", .bool(isChildren)),
            FlatField("isOptional", .bool(isOptional)),
            FlatField("isDistinct", .bool(isDistinct)),
            FlatField("isBool", .bool(TypeFacts.isBool(type))),
            FlatField("isIndirect", .bool(isIndirect)),
            FlatField("childModel", context.string(childModel)),
            FlatField("changePayload", changePayload(type: type, in: context)),
            FlatField("changeDoc", changeDoc(in: context)),
            FlatField("changeCondition", context.stringOrFalse(changeCondition)),
            FlatField("replacedPayload", context.string(replacedPayload)),
            FlatField("defaultClause", context.string(defaultClause)),
            FlatField("dependents", context.list(dependents)),
        ]
        // The extras' keys are not among the ones above, so appending them is setting them.
        return context.object(derivedExtras.isEmpty ? fields : fields + derivedExtras)
    }

    /// `changePayload`, written into the pool in parts.
    private func changePayload(type: String, in context: FlatContext) -> FlatValue {
        switch member.kind {
        case .child(let child): return context.string(child.isOptional ? "OptionalChildChange<" : "ChildChange<", child.model.text, ">")
        case .children(let children): return context.string("ChildrenChange<", children.model.text, ">")
        default: return context.string("new: ", type, ", old: ", type)
        }
    }

    /// `changeDoc`, written into the pool in parts.
    private func changeDoc(in context: FlatContext) -> FlatValue {
        switch member.kind {
        case .child: return context.string("`", name, "` was replaced, or changed inside.")
        case .children: return context.string("`", name, "` was replaced or mutated, or one of its elements changed inside.")
        case .derived: return context.string("The value of `", name, "` changed.")
        default: return context.string("`", name, "` was assigned a new value.")
        }
    }
}
