/// The template context of a model: a direct view of its `ModelPlan` (keys in
/// `ContextSchema`, documented in docs/context.md).
final class ModelView: ContextObject {
    /// The keys of a model object, in `--dump-context` order, with what each holds.
    static let fields: [(ContextKey, ContextShape)] = [
        (.name, .value), (.swiftName, .value), (.protocolName, .value), (.doc, .list(.docLine)),
        (.isolation, .value), (.isMainActor, .value), (.isLocked, .value), (.modelStyle, .value),
        (.isCallbacksModel, .value), (.isObservationModel, .value), (.isCombineModel, .value),
        (.classAttributes, .value), (.followsDefaultIsolation, .value), (.callbackAttributes, .value), (.memberCount, .value),
        (.stored, .list(.member)), (.observables, .list(.member)), (.hasObservables, .value), (.deriveds, .list(.member)),
        (.childMembers, .list(.member)), (.hasChildMembers, .value), (.tableHasInit, .value), (.tableFieldStart, .value), (.tableFieldEnd, .value), (.hasOwnTable, .value), (.linksOnMake, .value), (.derivesThroughChildren, .value),
        (.hasEvents, .value), (.events, .list(.event)), (.initParameters, .list(.member)),
        (.unobserved, .list(.member)), (.properties, .list(.member)), (.hasWeakMembers, .value), (.initAccess, .value),
        (.variables, .list(.member)), (.inPlaceMembers, .list(.member)), (.hasInPlaceMembers, .value),
        (.inPlaceFollows, .list(.member)), (.hasInPlaceFollows, .value),
        (.initLine, .value), (.initLineAfterDoc, .value), (.hasInitDirective, .value), (.initParameterList, .value),
        (.hasChangeDirectives, .value),
        (.conformances, .value), (.coding, .object(.coding)), (.recordableProtocol, .value), (.restorerType, .value),
        (.hasPersisted, .value), (.persistedMembers, .list(.member)), (.didSetMembers, .list(.member)),
        (.lockedEnds, .list(.member)),
    ]
    /// The keys of a model object (`ContextSchema`'s `model` kind).
    static let keys = ContextFields.keys(fields)
    /// The keys `json` prints, in order.
    static let order = fields.map(\.0)

    /// The model.
    let plan: ModelPlan
    /// Member lists (flagged lists of the members' views; each member's view is made once
    /// and shared by every list it is in).
    private let stored: ContextValue, observables: ContextValue, deriveds: ContextValue, childMembers: ContextValue
    private let initParameters: ContextValue, unobserved: ContextValue, properties: ContextValue, persistedMembers: ContextValue
    /// The members whose store goes through an `_obsgenDidSet…` method (`MemberPlan.storesThroughDidSet`).
    private let didSetMembers: ContextValue
    /// The stored members of a `@locked` model whose stores end in a generated `_obsgenEnd…`
    /// (not in the runtime's `_obsgenLockedEnd`: `MemberView.endsInRuntime`).
    private let lockedEnds: ContextValue
    /// The assignable members (stored `var`s and children), and those of them a combine-style
    /// mutation may change in place (`inPlaceUnless`).
    private let variables: ContextValue, inPlaceMembers: ContextValue, hasInPlaceMembers: Bool
    /// Those of them that follow their children after an in-place mutation (`followsWillChange`).
    private let inPlaceFollows: ContextValue, hasInPlaceFollows: Bool
    /// The memberwise `init`'s access spelling (an `internal init` line, else the model's).
    private let initAccess: String
    /// The init's parameters laid out on their `.obs` lines, and its directive's line.
    private let initParameterList: String, initLine: ContextValue, initLineAfterDoc: ContextValue
    /// The events' views (a flagged list).
    private let events: ContextValue
    /// The pass-through conformances as the class line writes them (`", Identifiable"`), and
    /// the coding conformance's view; each absent from the context when the model declares
    /// none (`{{conformances}}` then renders nothing).
    private let conformances: String, coding: CodingView?
    /// Spellings and facts made once (templates read them several times).
    private let swiftName: String, protocolName: String, hasChildMembers: Bool, derivesThroughChildren: Bool

    /// The view of `plan`; `access` is the model's access level (`--access`). Derived
    /// values' views are made first: they are the other members' `dependents`.
    init(_ plan: ModelPlan, access: AccessKeyword) {
        self.plan = plan
        var views = [MemberView?](repeating: nil, count: plan.members.count)
        var derivedViews: [String: MemberView] = [:]
        for position in plan.derivedOrder {
            let view = MemberView(plan.members[position], of: plan, access: access, dependents: [])
            views[position] = view
            derivedViews[plan.members[position].name] = view
        }
        for (position, member) in plan.members.enumerated() where !member.kind.isDerived {
            views[position] = MemberView(member, of: plan, access: access, dependents: member.dependents.compactMap { derivedViews[$0] })
        }
        func list(_ include: (MemberPlan) -> Bool) -> ContextValue {
            .list(plan.members.indices.filter { include(plan.members[$0]) }.compactMap { views[$0] })
        }
        stored = list { $0.isStored && !$0.isUnobserved }
        initParameters = list(\.isInitParameter)
        unobserved = list(\.isUnobserved)
        properties = list(\.isStored)
        persistedMembers = list { $0.persistedKey != nil }
        didSetMembers = list(\.storesThroughDidSet)
        lockedEnds = .list(plan.isolation != .locked ? [] : plan.members.indices.compactMap { views[$0] }
            .filter { $0.member.isStored && !$0.member.isUnobserved && !$0.member.kind.isConstant && !$0.endsInRuntime })
        variables = list { $0.isStored && $0.isObservable }
        let inPlace = plan.members.indices.filter { plan.members[$0].isStored && plan.members[$0].isObservable }
            .compactMap { views[$0] }.filter { !$0.inPlaceUnless.isEmpty }
        inPlaceMembers = .list(inPlace)
        hasInPlaceMembers = !inPlace.isEmpty
        let follows = inPlace.filter { $0.followsWillChange || $0.lendsLast }
        inPlaceFollows = .list(follows)
        hasInPlaceFollows = !follows.isEmpty
        initAccess = MemberView.spelling(plan.initAccess ?? access)
        let parameters = plan.members.filter(\.isInitParameter)
        initParameterList = SourceDirectives.initParameterList(parameters, indent: 4 + initAccess.utf8.count + 5, source: plan.source)
        initLine = SourceDirectives.initLine(parameters)
        initLineAfterDoc = SourceDirectives.initLineAfterDoc(parameters)
        observables = list(\.isObservable)
        deriveds = .list(plan.derivedOrder.compactMap { views[$0] })
        childMembers = list { $0.child != nil }
        hasChildMembers = plan.members.contains { $0.child != nil }
        (swiftName, protocolName, derivesThroughChildren) = (plan.swiftName, plan.protocolName, plan.derivesThroughChildren)
        events = .list(plan.events.map(EventView.init))
        conformances = plan.conformances.passedThrough.map { ", " + $0 }.joined()
        coding = plan.conformances.coding.isEmpty ? nil
            : CodingView(
                plan.conformances, isolation: plan.isolation, members: stored, count: plan.coded.count,
                applied: plan.coded.filter { !$0.kind.isConstant }.count)
    }

    func value(for key: ContextKey) -> ContextValue? {
        switch key {
        case .name: .string(plan.name)
        case .swiftName: .string(swiftName)
        case .protocolName: .string(protocolName)
        case .doc: .doc(plan.doc)
        case .isolation: .string(plan.isolation.rawValue)
        case .isMainActor: .bool(plan.isolation == .mainActor)
        case .isLocked: .bool(plan.isolation == .locked)
        case .modelStyle: .string(plan.style.rawValue)
        case .isCallbacksModel: .bool(plan.style == .callbacks)
        case .isObservationModel: .bool(plan.style == .observation)
        case .isCombineModel: .bool(plan.style == .combine)
        case .classAttributes: .string(Self.classAttributes(plan.isolation))
        case .followsDefaultIsolation: .bool(plan.isolation == .moduleDefault)
        case .callbackAttributes: .string(plan.isolation.callbackAttributes)
        case .memberCount: .int(plan.memberCount)
        case .stored: stored
        case .initParameters: initParameters
        case .unobserved: unobserved
        case .variables: variables
        case .inPlaceMembers: inPlaceMembers
        case .hasInPlaceMembers: .bool(hasInPlaceMembers)
        case .inPlaceFollows: inPlaceFollows
        case .hasInPlaceFollows: .bool(hasInPlaceFollows)
        case .properties: properties
        case .hasWeakMembers: .bool(plan.members.contains(where: \.isWeak))
        case .initAccess: .string(initAccess)
        case .initLine: initLine
        case .initLineAfterDoc: initLineAfterDoc
        case .hasInitDirective: .bool((plan.members.first(where: \.isInitParameter)?.lines.declaration ?? 0) > 0)
        case .hasChangeDirectives: .bool(plan.members.contains { $0.isObservable && $0.lines.declaration > 0 })
        case .initParameterList: .string(initParameterList)
        case .observables: observables
        case .hasObservables: .bool(plan.members.contains(where: \.isObservable))
        case .deriveds: deriveds
        case .childMembers: childMembers
        case .hasChildMembers: .bool(hasChildMembers)
        case .tableHasInit: .bool(tableHasInit)
        case .tableFieldStart: .string(tableHasInit ? ": " : " = ")
        case .tableFieldEnd: .string(tableHasInit ? "" : "()")
        case .hasOwnTable: .bool(hasOwnTable)
        case .linksOnMake: .bool(linksOnMake)
        case .derivesThroughChildren: .bool(derivesThroughChildren)
        case .hasEvents: .bool(!plan.events.isEmpty)
        case .events: events
        case .conformances: conformances.isEmpty ? nil : .string(conformances)
        case .coding: coding.map { .object($0) }
        case .hasPersisted: .bool(plan.hasPersisted)
        case .persistedMembers: persistedMembers
        case .didSetMembers: didSetMembers
        case .lockedEnds: lockedEnds
        case .recordableProtocol: .string(plan.isolation.recordableProtocol)
        case .restorerType: .string(plan.isolation == .mainActor ? "@MainActor (_ undo: Bool) -> Void" : "(_ undo: Bool) -> Void")
        default: nil
        }
    }

    /// True when the model's own table part needs an init: it caches derived values, or it is
    /// the part of a `@MainActor` model with event lists, which must be made on the main actor
    /// (a member type's conformance may be main-actor isolated). Otherwise the lists are the
    /// fields' default values. The members' lists are in the runtime's `_ObsgenModelTable`.
    private var tableHasInit: Bool {
        plan.members.contains(where: { $0.derived != nil }) || (plan.isolation == .mainActor && !plan.events.isEmpty)
    }

    /// True when the model declares `_ObsgenOwn`, the part of the runtime's `_ObsgenModelTable`
    /// that is its own (the table's `own`): it caches derived values or has events, or (a model
    /// that is not `@locked`) counts the children of a `children` member there. Otherwise the
    /// table's `own` is `Void`.
    private var hasOwnTable: Bool {
        let locked = plan.isolation == .locked
        return !plan.events.isEmpty || plan.members.contains {
            $0.derived != nil || (!locked && $0.child?.container.isCollection == true)
        }
    }

    /// True when a `@locked` model makes its table in two holds of its lock, linking its
    /// children and evaluating its derived values between them with the lock released (it has
    /// either); otherwise it makes the table in one hold.
    private var linksOnMake: Bool {
        plan.isolation == .locked && plan.members.contains { $0.derived != nil || $0.child != nil }
    }

    /// The attribute written before the class and its protocol: `"@MainActor "`,
    /// `"nonisolated "` (a `@locked` model's template writes its own), or `""` for a model
    /// that follows the module's default isolation.
    private static func classAttributes(_ isolation: Isolation) -> String {
        switch isolation {
        case .mainActor: "@MainActor "
        case .nonisolated, .locked: "nonisolated "
        case .moduleDefault: ""
        }
    }
}
