/// The template context of a model member: a view of its `MemberPlan`, with the Swift
/// spellings the templates interpolate. Every member object carries every flag (true or
/// false), so a Mustache lookup never falls through to the model.
enum MemberView {
    /// The keys of a member object (`ContextSchema`'s `member` kind); list items also have
    /// `isFirst` and `isLast`.
    static let keys: [String: ContextShape] = ContextSchema.listFlags.merging([
        "name": .value, "swiftName": .value, "capitalized": .value, "kind": .value, "type": .value,
        "storage": .value, "valueAccess": .value, "cacheName": .value, "index": .value, "doc": .list(.docLine),
        "isConstant": .value, "isChild": .value, "isChildren": .value, "isOptional": .value,
        "isDistinct": .value, "isBool": .value, "isIndirect": .value, "childModel": .value,
        "childIsObservableObject": .value, "childPublishers": .value, "changePayload": .value,
        "changeDoc": .value, "changeCondition": .value, "replacedPayload": .value, "defaultClause": .value,
        "dependents": .list(.member), "hasDependents": .value,
        // SPEC §6 modifiers: the member's own access (shadows the file's), its setter's.
        "access": .value, "setterAccess": .value, "modifyAccess": .value, "isWeak": .value, "isIgnored": .value,
        "inProtocol": .value, "protocolAccessors": .value, "isSettableInProtocol": .value,
        // Derived members only.
        "expression": .value, "staticExpression": .value, "deriveParameters": .list(.deriveParameter),
        "trackedMembers": .list(.trackedMember), "readsChildren": .value, "evaluation": .value,
    ]) { $1 }

    /// The keys of an element of `deriveParameters`.
    static let deriveParameterKeys: [String: ContextShape] = ContextSchema.listFlags.merging([
        "swiftName": .value, "type": .value, "argument": .value,
    ]) { $1 }

    /// The keys of an element of `trackedMembers`.
    static let trackedMemberKeys: [String: ContextShape] = ContextSchema.listFlags.merging([
        "swiftName": .value, "storage": .value,
    ]) { $1 }

    /// The member object; `dependents` are the derived values' objects; `access` is the
    /// model's access level (`--access`).
    static func object(_ member: MemberPlan, of model: ModelPlan, access: AccessKeyword, dependents: [FlatValue], in context: FlatContext) -> FlatValue {
        // Strings made of parts are written into the pool in parts (no intermediate `String`).
        let swiftName = member.swiftName
        let storage = context.string("_obsgen_", member.name)
        let child = member.child
        let kind = kindName(member)
        var fields = [
            FlatField("name", context.string(member.name)),
            FlatField("swiftName", context.string(swiftName)),
            FlatField("capitalized", context.string(member.capitalized)),
            FlatField("kind", context.string(kind)),
            FlatField("type", context.string(member.type)),
            FlatField("storage", storage),
            FlatField("valueAccess", model.style == .combine ? context.string(swiftName) : storage),
            FlatField("childIsObservableObject", .bool(child.map { !$0.modelIsLocked } ?? false)),
            FlatField("childPublishers", context.string(childPublishers(member))),
            FlatField("cacheName", context.string("_obsgenLast_", member.name)),
            FlatField("index", context.int(member.index)),
            FlatField("doc", context.doc(member.doc)),
            FlatField("isConstant", .bool(kind == "constant")),
            FlatField("isChild", .bool(child.map { $0.container != .array } ?? false)),
            FlatField("isChildren", .bool(child?.container == .array)),
            FlatField("isOptional", .bool(member.isOptional)),
            FlatField("isDistinct", .bool(member.isDistinct)),
            FlatField("isBool", .bool(TypeFacts.isBool(member.type))),
            FlatField("isIndirect", .bool(member.isIndirect)),
            FlatField("childModel", context.string(child?.model ?? "")),
            FlatField("changePayload", changePayload(member, in: context)),
            FlatField("changeDoc", changeDoc(member, in: context)),
            FlatField("changeCondition", context.stringOrFalse(changeCondition(member))),
            FlatField("replacedPayload", context.string(child == nil ? "new: newValue, old: oldValue" : ".replaced(new: newValue, old: oldValue)")),
            FlatField("defaultClause", context.string(member.initDefault.map { " = " + $0 } ?? "")),
            FlatField("dependents", context.list(dependents)),
            FlatField("hasDependents", .bool(!dependents.isEmpty)),
        ] + modifierFields(member, modelAccess: access, in: context)
        if let derived = member.derived {
            let byName = Dictionary(model.members.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            fields += [
                FlatField("expression", context.string(derived.expression)),
                FlatField("staticExpression", context.string(derived.staticExpression)),
                FlatField("deriveParameters", context.list(derived.parameters.map { parameter in
                    context.object([
                        FlatField("swiftName", context.string(parameter.swiftName)),
                        FlatField("type", context.string(parameter.type)),
                        FlatField("argument", context.string(parameter.argument)),
                    ])
                })),
                FlatField("trackedMembers", context.list(derived.tracked.compactMap { byName[$0] }.map { tracked in
                    context.object([
                        FlatField("swiftName", context.string(tracked.swiftName)),
                        FlatField("storage", context.string(tracked.storage)),
                    ])
                })),
                FlatField("readsChildren", .bool(derived.readsChildren)),
                FlatField("evaluation", context.string(derived.evaluation)),
            ]
        }
        return context.object(fields)
    }

    /// The access spelled before a declaration: `"public "`, or `""` for `internal`.
    static func spelling(_ access: AccessKeyword) -> String {
        access == .internal ? "" : access.rawValue + " "
    }

    /// The keys of the SPEC §6 member modifiers. A member's access applies to its property
    /// and its observation API; `modifyX` mutates, so it takes the setter's access when one
    /// is written. A member narrower than the model is left out of the protocol, and one
    /// with a narrowed setter (or a `let`) is `{ get }` there.
    private static func modifierFields(_ member: MemberPlan, modelAccess: AccessKeyword, in context: FlatContext) -> [FlatField] {
        let getter = member.access ?? modelAccess
        let inProtocol = getter >= modelAccess
        let settable = member.setterAccess == nil && !(member.kind.isConstant)
        return [
            FlatField("access", context.string(spelling(getter))),
            FlatField("setterAccess", context.string(member.setterAccess.map { $0.rawValue + "(set) " } ?? "")),
            FlatField("modifyAccess", context.string(spelling(member.setterAccess ?? getter))),
            FlatField("isWeak", .bool(member.isWeak)),
            FlatField("isIgnored", .bool(member.isUnobserved)),
            FlatField("inProtocol", .bool(inProtocol)),
            FlatField("protocolAccessors", context.string(settable ? "get set" : "get")),
            FlatField("isSettableInProtocol", .bool(inProtocol && settable)),
        ]
    }

    /// `stored`, `constant`, `child`, `children` or `derived`.
    static func kindName(_ member: MemberPlan) -> String {
        switch member.kind {
        case .stored: "stored"
        case .constant: "constant"
        case .ignored(let ignored): ignored.isWeak ? "weak" : "ignored"
        case .child(let child): child.container == .array ? "children" : "child"
        case .derived: "derived"
        }
    }

    /// In the combine style, the `_ObsgenWillChange` holders of the member's children (their
    /// `objectWillChange` and what the parent needs to tell a change from its own echo).
    /// Qualified with `self.`: it is read in `didSet`, where a member named `oldValue`
    /// would otherwise mean the implicit parameter.
    private static func childPublishers(_ member: MemberPlan) -> String {
        switch member.child?.container {
        case .optional: "self.\(member.swiftName).map { [$0._obsgenWillChange] } ?? []"
        case .single: "[self.\(member.swiftName)._obsgenWillChange]"
        case .array: "self.\(member.swiftName).map(\\._obsgenWillChange)"
        case nil: "[]"
        }
    }

    /// The condition (besides "someone listens") under which an assignment notifies, or "".
    private static func changeCondition(_ member: MemberPlan) -> String {
        if member.child?.container == .array { return "!_obsgenSameChildren(newValue, oldValue)" }
        return member.isDistinct ? "newValue != oldValue" : ""
    }

    /// The payload type of the member's `Change` case.
    private static func changePayload(_ member: MemberPlan, in context: FlatContext) -> FlatValue {
        guard let child = member.child else { return context.string("new: ", member.type, ", old: ", member.type) }
        switch child.container {
        case .optional: return context.string("OptionalChildChange<", child.model, ">")
        case .single: return context.string("ChildChange<", child.model, ">")
        case .array: return context.string("ChildrenChange<", child.model, ">")
        }
    }

    /// The documentation of the member's `Change` case.
    private static func changeDoc(_ member: MemberPlan, in context: FlatContext) -> FlatValue {
        switch member.kind {
        case .child(let child) where child.container == .array:
            context.string("`", member.name, "` was replaced or mutated, or one of its elements changed inside.")
        case .child: context.string("`", member.name, "` was replaced, or changed inside.")
        case .derived: context.string("The value of `", member.name, "` changed.")
        case .stored, .constant, .ignored: context.string("`", member.name, "` was assigned a new value.")
        }
    }
}
