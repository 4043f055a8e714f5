/// The template context of a model member: a view of its `MemberPlan`, with the Swift
/// spellings the templates interpolate. Every member object answers every flag (true or
/// false), so a Mustache lookup never falls through to the model; the derived-only keys
/// (`expression`, …) only on derived members.
final class MemberView: ContextObject {
    /// The keys of a member object, in `--dump-context` order, with what each holds.
    static let fields: [(ContextKey, ContextShape)] = [
        (.name, .value), (.swiftName, .value), (.capitalized, .value), (.kind, .value), (.type, .value),
        (.storage, .value), (.valueAccess, .value), (.childIsObservableObject, .value), (.followsWillChange, .value), (.forwardsWillChange, .value),
        (.childPublishers, .value), (.emptyChildren, .value),
        (.initialization, .value), (.sendCondition, .value), (.inPlaceUnless, .value), (.changeTest, .value), (.keepsOldWhen, .value),
        (.cacheName, .value), (.index, .value), (.doc, .list(.docLine)), (.isConstant, .value), (.isStoredValue, .value), (.isChild, .value),
        (.isChildren, .value), (.isOptional, .value), (.isDistinct, .value), (.isBool, .value), (.isIndirect, .value),
        (.childModel, .value), (.changePayload, .value), (.changeDoc, .value), (.changeCondition, .value), (.tellingArgument, .value),
        (.replacedPayload, .value), (.defaultClause, .value), (.dependents, .list(.member)), (.hasDependents, .value),
        (.isPlainStored, .value), (.alwaysCallsDidSet, .value), (.hasModify, .value), (.modifyGuard, .value), (.lendsLast, .value),
        // Modifiers: the member's own access (shadows the file's), its setter's.
        (.access, .value), (.setterAccess, .value), (.modifyAccess, .value), (.isWeak, .value), (.isIgnored, .value),
        (.inProtocol, .value), (.protocolAccessors, .value), (.isSettableInProtocol, .value),
        // `#sourceLocation` lines: before a `let`/`@ignored`/`weak` declaration's doc, before the `Change` case's doc.
        (.declarationLine, .value), (.changeLine, .value), (.changeLineAfterDoc, .value),
        // Conformances, on the coded members of a `Codable` model only: the type decoded.
        (.codingType, .value),
        // Dictionary children.
        (.isKeyed, .value), (.position, .value), (.keyType, .value),
        // `@persisted` properties: their accessors, key and init value; the condition of a
        // stored member's `_obsgenDidSet` function.
        (.hasObservedAccessors, .value), (.isPersisted, .value), (.persistedKey, .value), (.initValue, .value),
        (.didSetCondition, .value), (.savesIf, .value),
        // A `@locked` model's `_modify`: when it keeps the old value (one of the three is true);
        // whether the runtime ends its stores (`_obsgenLockedEnd`), and the arguments after the value.
        (.endsWithoutTable, .value), (.keepsOldAlways, .value), (.endsInRuntime, .value), (.runtimeEndArguments, .value),
        // Snapshots of a `Codable` model, on its coded members: the field, how it is read from
        // the model, how the init argument is made from it, how `apply` assigns it.
        (.snapshotType, .value), (.snapshotAccess, .value), (.snapshotRead, .value), (.snapshotInit, .value),
        (.appliesValue, .value), (.appliesChild, .value), (.appliesOptionalChild, .value), (.appliesChildren, .value),
        // Derived members only.
        (.expression, .value), (.staticExpression, .value), (.deriveParameters, .list(.deriveParameter)),
        (.trackedMembers, .list(.trackedMember)), (.readsChildren, .value), (.evaluation, .value),
        (.expressionLine, .value), (.expressionIndent, .value),
    ]
    /// The keys of a member object (`ContextSchema`'s `member` kind); list items also have
    /// `isFirst` and `isLast`.
    static let keys = ContextFields.keys(fields, adding: ContextSchema.listFlags)
    /// The keys `json` prints, in order.
    static let order = fields.map(\.0)

    /// The member.
    let member: MemberPlan
    /// Spellings made once (templates read them several times).
    private let swiftName: String, capitalized: String, kind: String, storage: String, valueAccess: String
    private let cacheName: String, childPublishers: String, emptyChildren: String, changePayload: String, changeDoc: String
    /// The memberwise init's statement for this member, and the condition under which an
    /// assignment sends `objectWillChange` (combine style; "" for always).
    private let initialization: String, sendCondition: String
    /// What the init stores: the parameter, or for a persisted property the value stored under
    /// its key if any.
    private let initValue: String
    /// Combine style: the condition under which a mutation through the property cannot
    /// happen in place (something needs the old value); "" when it never can.
    let inPlaceUnless: String
    /// Combine style, a member whose children are `ObservableObject`s: their sends are forwarded
    /// by following the array (`follows`: a children array, compared with the publisher's own
    /// copy after every assignment or in-place mutation) or by comparing the new value with the
    /// old one (`forwards`: a child or a children dictionary).
    let followsWillChange: Bool, forwardsWillChange: Bool
    /// Whether a mutation through this children array happens in place with the table's copy
    /// of its last value as the old value (`_ObsgenLastChildren`): a children array of a model
    /// that is not `@locked`.
    let lendsLast: Bool
    /// The condition on `newValue`/`oldValue` under which a store is a change (`sendCondition`,
    /// else the runtime's `_obsgenShouldNotify`), and, in a `@locked` model, the `if` condition
    /// read under the lock under which `modifyX` keeps the value its body replaces ("" elsewhere).
    private let changeTest: String, keepsOldWhen: String
    /// The derived values to recompute on a change (a flagged list) and whether there are any.
    private let dependents: ContextValue, hasDependents: Bool
    /// A derived member's parameters and tracked members (flagged lists; `.null` otherwise).
    private let deriveParameters: ContextValue, trackedMembers: ContextValue
    /// The member modifiers' spellings and facts (see `init`).
    private let access: String, setterAccess: String, modifyAccess: String, protocolAccessors: String
    private let inProtocol: Bool, isSettableInProtocol: Bool
    /// Whether the compiler checks the member's type first at its property declaration (so
    /// that is where its `#sourceLocation` goes): `let`, `@ignored`, `weak`, and a combine
    /// model's stored `var`s (a property wrapper's storage is checked before the `Change` enum).
    private let typeCheckedAtDeclaration: Bool
    /// The type decoded for a member a `Codable` model codes (an optional's wrapped type);
    /// `nil` on other members and in other models.
    private let codingType: String?
    /// The member's snapshot field, in a model with snapshots; `nil` otherwise.
    private let snapshot: SnapshotMemberView?
    /// Whether the model is `@locked` (a persisted property has its locked accessors, and is
    /// saved through its save queue), and whether it is in the combine style (a persisted
    /// property has its wrapper, and is saved by `model-stores`).
    private let inLockedModel: Bool, isCombine: Bool
    /// Whether the model is in the observation style (a `@locked` one tells its registrar after
    /// every store, table or not).
    private let isObservation: Bool
    /// Whether a store of this member of a `@locked` model is ended by the runtime's
    /// `_obsgenLockedEnd` (its observers, `observeChanges`, the parents, in the observation
    /// style the registrar): not when the store also settles derived values, re-wires children
    /// or saves.
    var endsInRuntime: Bool {
        inLockedModel && member.isStored && member.isObservable && member.persistedKey == nil
            && member.child == nil && !hasDependents
    }

    /// The view of `member` of `model`; `access` is the model's access level (`--access`);
    /// `dependents` are the derived values' views.
    ///
    /// A member's access applies to its property and its observation API; `modifyX`
    /// mutates, so it takes the setter's access when one is written. A member narrower than
    /// the model is left out of the protocol, and one with a narrowed setter (or a `let`) is
    /// `{ get }` there.
    init(_ member: MemberPlan, of model: ModelPlan, access modelAccess: AccessKeyword, dependents: [MemberView]) {
        self.member = member
        let getter = member.access ?? modelAccess
        let settable = member.setterAccess == nil && !member.kind.isConstant
        access = Self.spelling(getter)
        setterAccess = member.setterAccess.map { $0.rawValue + "(set) " } ?? ""
        modifyAccess = Self.spelling(member.setterAccess ?? getter)
        protocolAccessors = settable ? "get set" : "get"
        inProtocol = getter >= modelAccess
        isSettableInProtocol = inProtocol && settable
        codingType = model.conformances.coding.isEmpty || !member.isStored || member.isUnobserved ? nil
            : member.isOptional ? TypeFacts.wrapped(member.type) : member.type
        snapshot = model.conformances.hasSnapshots && member.isStored && !member.isUnobserved
            ? SnapshotMemberView(member, access: getter) : nil
        inLockedModel = model.isolation == .locked
        isCombine = model.style == .combine
        isObservation = model.style == .observation
        swiftName = member.swiftName
        if case .stored = member.kind {
            typeCheckedAtDeclaration = model.style == .combine
        } else {
            typeCheckedAtDeclaration = member.kind.isConstant || member.isUnobserved
        }
        capitalized = member.capitalized
        kind = Self.kindName(member)
        storage = member.storage
        valueAccess = model.style == .combine ? swiftName : storage
        cacheName = member.cacheName
        childPublishers = Self.childPublishers(member)
        emptyChildren = Self.emptyChildren(member)
        let name = member.swiftName, value = member.persistedKey.map { "_obsgenPersistence.load(\"\($0)\") ?? \(name)" } ?? name
        initValue = value
        initialization = member.kind.isConstant ? "self.\(name) = \(name)"
            : model.style == .combine ? "_\(member.name) = .init(\(value), member: \(member.index))"
            : "self.\(valueAccess) = \(value)"
        sendCondition = member.child.map { $0.container.isCollection } == false ? "newValue !== oldValue" : Self.changeCondition(member)
        changePayload = Self.changePayload(member)
        changeDoc = Self.changeDoc(member)
        self.dependents = .list(dependents)
        hasDependents = !dependents.isEmpty
        let forwards = model.style == .combine && member.child.map { !$0.modelIsLocked } == true
        followsWillChange = forwards && member.child?.container == .array
        lendsLast = model.isolation != .locked && member.child?.container == .array && member.isObservable
        forwardsWillChange = forwards && !followsWillChange
        if model.style == .combine, case .stored = member.kind, !member.isDistinct, member.persistedKey == nil, !TypeFacts.isScalar(member.type) {
            inPlaceUnless = hasDependents ? "_obsgenTable != nil" : "_obsgenTable?._obsgenNeedsOld(\(member.index)) == true"
        } else if model.style == .combine, member.child?.container == .array {
            // The table's links are re-wired from the old value: its copy of the array's last
            // value, when it has one to lend.
            inPlaceUnless = lendsLast ? "_obsgenTable?.own.\(storage)Last.canLend == false" : "_obsgenTable != nil"
        } else {
            inPlaceUnless = ""
        }
        changeTest = sendCondition.isEmpty ? "_obsgenShouldNotify(oldValue, newValue)" : sendCondition
        keepsOldWhen = model.isolation != .locked || !member.isStored || !member.isObservable ? ""
            : member.needsOldWithTable ? "_obsgenTable != nil"
            : "_obsgenTable?._obsgenNeedsOld(\(member.index)) == true"
        if let derived = member.derived {
            let byName = Dictionary(model.members.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            deriveParameters = .list(derived.parameters.map(DeriveParameterView.init))
            trackedMembers = .list(derived.tracked.compactMap { byName[$0] }.map(TrackedMemberView.init))
        } else {
            (deriveParameters, trackedMembers) = (.null, .null)
        }
    }

    func value(for key: ContextKey) -> ContextValue? {
        let child = member.child
        switch key {
        case .name: return .string(member.name)
        case .swiftName: return .string(swiftName)
        case .capitalized: return .string(capitalized)
        case .kind: return .string(kind)
        case .type: return .string(member.type)
        case .storage: return .string(storage)
        case .valueAccess: return .string(valueAccess)
        case .childIsObservableObject: return .bool(child.map { !$0.modelIsLocked } ?? false)
        case .followsWillChange: return .bool(followsWillChange)
        case .forwardsWillChange: return .bool(forwardsWillChange)
        case .childPublishers: return .string(childPublishers)
        case .emptyChildren: return .string(emptyChildren)
        case .initialization: return .string(initialization)
        case .sendCondition: return .stringOrFalse(sendCondition)
        case .inPlaceUnless: return .stringOrFalse(inPlaceUnless)
        case .changeTest: return .string(changeTest)
        case .keepsOldWhen: return .stringOrFalse(keepsOldWhen)
        case .cacheName: return .string(cacheName)
        case .index: return .int(member.index)
        case .doc: return .doc(member.doc)
        case .isConstant: return .bool(kind == "constant")
        case .isStoredValue: return .bool(kind == "stored")
        case .isChild: return .bool(child.map { !$0.container.isCollection } ?? false)
        case .isChildren: return .bool(child?.container.isCollection ?? false)
        case .isKeyed: return .bool(child?.container.isKeyed ?? false)
        case .keyType:
            if case .dictionary(let key) = child?.container { return .string(key) }
            return .string("")
        case .position: return .string(child.map { $0.container.isCollection ? ($0.container.isKeyed ? "key" : "index") : "" } ?? "")
        case .isOptional: return .bool(member.isOptional)
        case .isDistinct: return .bool(member.isDistinct)
        case .isBool: return .bool(TypeFacts.isBool(member.type))
        case .isIndirect: return .bool(member.isIndirect)
        case .childModel: return .string(child?.model ?? "")
        case .changePayload: return .string(changePayload)
        case .changeDoc: return .string(changeDoc)
        case .changeCondition: return .stringOrFalse(Self.changeCondition(member))
        case .tellingArgument: return .string(Self.tellingArgument(member))
        case .replacedPayload:
            return .string(child == nil ? "new: newValue, old: oldValue" : ".replaced(new: newValue, old: oldValue)")
        case .defaultClause: return .string(member.initDefault.map { " = " + $0 } ?? "")
        case .dependents: return dependents
        case .hasDependents: return .bool(hasDependents)
        case .isPlainStored: return .bool(kind == "stored" && !member.isDistinct && !hasDependents)
        case .alwaysCallsDidSet: return .bool(member.storesThroughDidSet && !(child.map { !$0.container.isCollection } ?? false))
        case .hasModify: return .bool(!TypeFacts.isScalar(member.type))
        case .lendsLast: return .bool(lendsLast)
        case .modifyGuard:
            guard member.isStored && member.isObservable else { return .bool(false) }
            if lendsLast { return .string("let table = _obsgenTable") }
            return .string(member.needsOldWithTable ? "_obsgenTable != nil" : "let table = _obsgenTable, table._obsgenNeedsOld(\(member.index))")
        case .access: return .string(access)
        case .setterAccess: return .string(setterAccess)
        case .modifyAccess: return .string(modifyAccess)
        case .isWeak: return .bool(member.isWeak)
        case .isIgnored: return .bool(member.isUnobserved)
        case .inProtocol: return .bool(inProtocol)
        case .protocolAccessors: return .string(protocolAccessors)
        case .isSettableInProtocol: return .bool(isSettableInProtocol)
        case .declarationLine:
            return typeCheckedAtDeclaration ? SourceDirectives.line(member.lines.declaration, docLines: member.doc.count) : .bool(false)
        case .changeLine: return member.isObservable ? SourceDirectives.line(member.lines.declaration, docLines: 1) : .bool(false)
        case .changeLineAfterDoc: return member.isObservable ? SourceDirectives.lineAfterDoc(member.lines.declaration, docLines: 1) : .bool(false)
        case .codingType: return codingType.map { .string($0) }
        case .hasObservedAccessors:
            return .bool(!member.kind.isConstant && !member.isUnobserved && member.isStored && (member.persistedKey == nil || inLockedModel || isCombine))
        case .isPersisted: return .bool(member.persistedKey != nil)
        case .persistedKey: return member.persistedKey.map { .string("\"" + $0 + "\"") }
        case .initValue: return .string(initValue)
        case .didSetCondition:
            return .stringOrFalse(member.persistedKey == nil || member.child != nil || isCombine ? Self.changeCondition(member) : "")
        case .savesIf:
            guard member.persistedKey != nil else { return nil }
            return inLockedModel ? .string(Self.savesIf(member)) : .stringOrFalse(Self.changeCondition(member, old: "replaced"))
        case .endsWithoutTable: return .bool(!isObservation && member.persistedKey == nil)
        case .keepsOldAlways: return .bool(inLockedModel && member.persistedKey != nil && !Self.changeCondition(member).isEmpty)
        case .endsInRuntime: return .bool(endsInRuntime)
        case .runtimeEndArguments:
            let condition = Self.changeCondition(member)
            let changed = condition.isEmpty ? "" : ", changed: { newValue, oldValue in \(condition) }"
            guard isObservation else { return .string("Change.\(swiftName)" + changed) }
            // The registrar is told when the change test says so (`_obsgenShouldNotify`'s
            // overload for the value's type, or the `@distinct` condition).
            return .string("Change.\(swiftName)" + (changed.isEmpty ? ", tellingWhen: _obsgenShouldNotify" : changed)
                + ", { self._obsgenTell(\\.\(swiftName)) }")
        case .snapshotType, .snapshotAccess, .snapshotRead, .snapshotInit, .appliesValue, .appliesChild, .appliesOptionalChild, .appliesChildren:
            return snapshot?.value(for: key)
        default: return derivedValue(for: key)
        }
    }

    /// The derived-only keys (`nil` on other members).
    private func derivedValue(for key: ContextKey) -> ContextValue? {
        guard let derived = member.derived else { return nil }
        switch key {
        case .expression: return .string(derived.expression)
        case .staticExpression: return .string(derived.staticExpression)
        case .deriveParameters: return deriveParameters
        case .trackedMembers: return trackedMembers
        case .readsChildren: return .bool(derived.readsChildren)
        case .evaluation: return .string(derived.evaluation)
        case .expressionLine: return SourceDirectives.line(member.lines.expression?.line ?? 0, docLines: 0)
        case .expressionIndent: return .string(SourceDirectives.expressionIndent(member))
        default: return nil
        }
    }

    /// The access spelled before a declaration: `"public "`, or `""` for `internal`.
    static func spelling(_ access: AccessKeyword) -> String {
        access == .internal ? "" : access.rawValue + " "
    }

    /// `stored`, `constant`, `ignored`, `weak`, `child`, `children` or `derived`.
    static func kindName(_ member: MemberPlan) -> String {
        switch member.kind {
        case .stored: "stored"
        case .constant: "constant"
        case .ignored(let ignored): ignored.isWeak ? "weak" : "ignored"
        case .child(let child): child.container.isCollection ? "children" : "child"
        case .derived: "derived"
        }
    }

    /// The children's `_obsgenWillChange` publishers as an array expression (a key the
    /// built-in templates no longer use, kept for overrides).
    private static func childPublishers(_ member: MemberPlan) -> String {
        switch member.child?.container {
        case .optional: "self.\(member.swiftName).map { [$0._obsgenWillChange] } ?? []"
        case .single: "[self.\(member.swiftName)._obsgenWillChange]"
        case .array: "self.\(member.swiftName).map(\\._obsgenWillChange)"
        case .dictionary: "self.\(member.swiftName).values.map(\\._obsgenWillChange)"
        case nil: "[]"
        }
    }

    /// The member's value when it holds no child, as the combine style's init passes it to
    /// `forward` (the children it held before).
    private static func emptyChildren(_ member: MemberPlan) -> String {
        switch member.child?.container {
        case .optional, .single, nil: "nil"
        case .array: "[]"
        case .dictionary: "[:]"
        }
    }

    /// The condition (besides "someone listens") under which an assignment notifies, or "".
    private static func changeCondition(_ member: MemberPlan, old: String = "oldValue") -> String {
        if member.child?.container.isCollection == true { return "!_obsgenSameChildren(newValue, \(old))" }
        switch member.distinct {
        case .property: return "newValue != \(old)"
        case .model: return "_obsgenShouldNotify(\(old), newValue)"
        case nil: return ""
        }
    }

    /// Whether an assignment of a persisted property of a `@locked` model is saved, over
    /// `newValue` and `old` (the optional the `_modify` kept): `true`, or for a `@distinct` one
    /// its change condition when there is an old value.
    private static func savesIf(_ member: MemberPlan) -> String {
        let condition = changeCondition(member)
        return condition.isEmpty ? "true" : "old.map { oldValue in \(condition) } ?? true"
    }

    /// The last argument of the observation style's `_obsgenReplace` (whether the registrar is
    /// told): `", telling: true"` after a `changeCondition` (the setter has compared); for a
    /// type written as a tuple, the runtime's `_obsgenShouldNotify` (tuple `==`; the
    /// registrar's own overloads, the `@Observable` macro's, always tell a tuple); else `""`.
    private static func tellingArgument(_ member: MemberPlan) -> String {
        if !changeCondition(member).isEmpty { return ", telling: true" }
        guard member.child == nil, TypeFacts.isTuple(member.type) else { return "" }
        return ", telling: _obsgenShouldNotify(\(member.storage), newValue)"
    }

    /// The payload type of the member's `Change` case.
    private static func changePayload(_ member: MemberPlan) -> String {
        guard let child = member.child else { return "new: \(member.type), old: \(member.type)" }
        switch child.container {
        case .optional: return "OptionalChildChange<\(child.model)>"
        case .single: return "ChildChange<\(child.model)>"
        case .array: return "ChildrenChange<\(child.model)>"
        case .dictionary(let key): return "KeyedChildrenChange<\(key), \(child.model)>"
        }
    }

    /// The documentation of the member's `Change` case.
    private static func changeDoc(_ member: MemberPlan) -> String {
        switch member.kind {
        case .child(let child) where child.container.isCollection:
            "`\(member.name)` was replaced or mutated, or one of its elements changed inside."
        case .child: "`\(member.name)` was replaced, or changed inside."
        case .derived: "The value of `\(member.name)` changed."
        case .stored, .constant, .ignored: "`\(member.name)` was assigned a new value."
        }
    }
}
