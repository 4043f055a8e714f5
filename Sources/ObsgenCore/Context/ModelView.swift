/// The template context of a model: a direct view of its `ModelPlan` (keys in
/// `ContextSchema`, documented in docs/context.md).
enum ModelView {
    /// The keys of a model object (`ContextSchema`'s `model` kind).
    static let keys: [String: ContextShape] = [
        "name": .value, "swiftName": .value, "protocolName": .value, "doc": .list(.docLine),
        "isolation": .value, "isMainActor": .value, "isLocked": .value, "modelStyle": .value,
        "isCallbacksModel": .value, "isObservationModel": .value, "isCombineModel": .value,
        "classAttributes": .value, "callbackAttributes": .value, "memberCount": .value,
        "stored": .list(.member), "observables": .list(.member), "deriveds": .list(.member),
        "childMembers": .list(.member), "hasChildMembers": .value, "hasDeriveds": .value, "hasEvents": .value,
        "derivesThroughChildren": .value, "events": .list(.event), "initParameters": .list(.member),
    ]

    /// The model object. Each member's object is built once and shared by every list it is
    /// in (derived values first: they are the other members' `dependents`).
    static func object(_ plan: ModelPlan, in context: FlatContext) -> FlatValue {
        var objects = [FlatValue](repeating: .null, count: plan.members.count)
        var derivedObjects: [String: FlatValue] = [:]
        for position in plan.derivedOrder {
            let object = MemberView.object(plan.members[position], of: plan, dependents: [], in: context)
            objects[position] = object
            derivedObjects[plan.members[position].name] = object
        }
        for (position, member) in plan.members.enumerated() where !member.kind.isDerived {
            let dependents = member.dependents.compactMap { derivedObjects[$0] }
            objects[position] = MemberView.object(member, of: plan, dependents: dependents, in: context)
        }
        func list(_ include: (MemberPlan) -> Bool) -> FlatValue {
            context.list(plan.members.indices.filter { include(plan.members[$0]) }.map { objects[$0] })
        }
        let stored = list(\.isStored)
        let hasChildMembers = plan.members.contains { $0.child != nil }
        return context.object([
            FlatField("name", context.string(plan.name)),
            FlatField("swiftName", context.string(plan.swiftName)),
            FlatField("protocolName", context.string(plan.protocolName)),
            FlatField("doc", context.doc(plan.doc)),
            FlatField("isolation", context.string(plan.isolation.rawValue)),
            FlatField("isMainActor", .bool(plan.isolation == .mainActor)),
            FlatField("isLocked", .bool(plan.isolation == .locked)),
            FlatField("modelStyle", context.string(plan.style.rawValue)),
            FlatField("isCallbacksModel", .bool(plan.style == .callbacks)),
            FlatField("isObservationModel", .bool(plan.style == .observation)),
            FlatField("isCombineModel", .bool(plan.style == .combine)),
            FlatField("classAttributes", context.string(plan.isolation == .mainActor ? "@MainActor " : "nonisolated ")),
            FlatField("callbackAttributes", context.string(plan.isolation.callbackAttributes)),
            FlatField("memberCount", context.int(plan.memberCount)),
            FlatField("stored", stored),
            FlatField("observables", list(\.isObservable)),
            FlatField("deriveds", context.list(plan.derivedOrder.map { objects[$0] })),
            FlatField("childMembers", list { $0.child != nil }),
            FlatField("hasChildMembers", .bool(hasChildMembers)),
            FlatField("hasDeriveds", .bool(!plan.derivedOrder.isEmpty)),
            FlatField("derivesThroughChildren", .bool(plan.derivesThroughChildren)),
            FlatField("hasEvents", .bool(!plan.events.isEmpty)),
            FlatField("events", context.list(plan.events.map { EventView.object($0, in: context) })),
            FlatField("initParameters", stored),
        ])
    }
}
