/// Builds a `ModelPlan` from a checked model declaration: members with their kinds,
/// dependents and defaults, and for `@locked` models how each derived value is computed.
struct ModelPlanner {
    /// The declaration.
    let model: ModelDecl
    /// Facts about every model of the run.
    let program: ProgramInfo
    /// The derived values' dependencies and order.
    let graph: DerivedGraph
    /// The model's members by name (first one wins), events included; empty when the model
    /// has no derived value (nothing looks them up then).
    let byName: [String: MemberDecl]
    /// The file the model is in (for the lines of the user's text).
    let source: SourceFile

    /// A planner for `model`.
    init(model: ModelDecl, program: ProgramInfo, source: SourceFile) {
        self.model = model
        self.source = source
        self.program = program
        graph = DerivedGraph(model: model)
        // Only derived values look members up by name: no dictionary without them.
        let hasDerived = model.members.contains { if case .derived = $0.kind { true } else { false } }
        byName = hasDerived ? Dictionary(model.members.map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first }) : [:]
    }

    /// The plan in `style`.
    func plan(style: OutputStyle) -> ModelPlan {
        let isolation: Isolation = model.has(.mainActor) ? .mainActor
            : model.has(.locked) ? .locked
            : model.isNonisolated ? .nonisolated : .moduleDefault
        let throughChildren = isolation == .locked ? derivedThroughChildren() : []
        var members: [MemberPlan] = []
        var events: [EventPlan] = []
        var position: [String: Int] = [:]
        for (index, member) in model.members.enumerated() {
            if case .event(let event) = member.kind {
                events.append(EventPlan(
                    name: member.name.text, doc: member.doc, parameters: event.parameters,
                    line: source.location(of: member.name.range.start).line))
                continue
            }
            if position[member.name.text] == nil { position[member.name.text] = members.count }
            members.append(memberPlan(member, index: index, throughChildren: throughChildren))
        }
        var plan = ModelPlan(
            name: model.name.text,
            doc: model.doc?.lines ?? [],
            isolation: isolation,
            style: style == .combine && isolation == .locked ? .callbacks : style,
            members: members,
            events: events,
            memberCount: model.members.count,
            initAccess: model.initAccess.first?.access,
            derivedOrder: graph.order.compactMap { position[$0] },
            conformances: conformances())
        plan.source = source
        return plan
    }

    /// The conformance plan, with what the run knows of the model's snapshot.
    private func conformances() -> ConformancePlan {
        var plan = ConformancePlan(model)
        plan.snapshotIsEquatable = plan.hasSnapshots && program.isSnapshotEquatable(model.name.text)
        return plan
    }

    /// The plan of one member (not an event).
    private func memberPlan(_ member: MemberDecl, index: Int, throughChildren: Set<String>) -> MemberPlan {
        let name = member.name.text
        let kind: MemberPlan.Kind
        let type: String
        var initDefault: String?
        switch member.kind {
        case .property(let property):
            type = property.type.text
            if property.isConstant {
                kind = .constant
            } else if member.modifiers.isIgnored || member.modifiers.isWeak {
                kind = .ignored(IgnoredPlan(isWeak: member.modifiers.isWeak))
            } else {
                kind = .stored(StoredPlan(
                    distinct: property.isDistinct ? .property : model.has(.distinct) ? .model : nil,
                    persistedKey: property.persisted?.argument?.text))
            }
            initDefault = property.defaultValue?.text ?? (TypeFacts.isOptional(type) ? "nil" : nil)
        case .child(let child):
            type = child.model.text + (child.isOptional ? "?" : "")
            kind = .child(childPlan(child.model.text, container: child.isOptional ? .optional : .single))
            initDefault = child.defaultValue?.text
                ?? (child.isOptional ? "nil" : (program.isBuildableWithoutArguments(child.model.text) ? child.model.text + "()" : nil))
        case .children(let children):
            type = Self.childrenType(children)
            kind = .child(childPlan(children.model.text, container: children.key.map { .dictionary(key: $0.text) } ?? .array))
            initDefault = children.defaultValue?.text ?? (children.isDictionary ? "[:]" : "[]")
        case .derived(let derived):
            type = derived.type.text
            kind = .derived(derivedPlan(name, derived, throughChildren: throughChildren))
        case .event:
            preconditionFailure("events are planned as EventPlan")
        }
        let dependents = kind.isDerived ? [] : graph.affected[name, default: []]
        let isIndirect = ProgramInfo.childModel(of: member).map { program.isRecursive(from: model.name.text, to: $0) } ?? false
        var plan = MemberPlan(
            name: name, index: index, doc: member.doc?.lines ?? [], type: type, kind: kind,
            initDefault: initDefault, dependents: dependents, isIndirect: isIndirect,
            access: member.modifiers.accessLevel, setterAccess: member.modifiers.setterAccessLevel)
        plan.lines = SourceLines(member, in: source)
        return plan
    }

    /// The Swift type of a `children` member: `[E]`, or `[K: E]` for dictionary children.
    static func childrenType(_ children: ChildrenDecl) -> String {
        children.key.map { "[\($0.text): \(children.model.text)]" } ?? "[\(children.model.text)]"
    }

    /// The plan of a child or children member holding `model`.
    private func childPlan(_ childModel: String, container: ChildPlan.Container) -> ChildPlan {
        ChildPlan(model: childModel, container: container, modelIsLocked: program.models[childModel].map { $0.has(.locked) } ?? true)
    }
}

extension MemberPlan.Kind {
    /// Whether this is a derived value.
    var isDerived: Bool {
        if case .derived = self { return true }
        return false
    }

    /// Whether this is a `let` property.
    var isConstant: Bool {
        if case .constant = self { return true }
        return false
    }
}
