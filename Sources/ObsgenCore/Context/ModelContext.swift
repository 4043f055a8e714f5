/// The context of one model: its spellings, isolation, and its members grouped the way
/// the templates walk them.
struct ModelContext {
    let model: ModelDecl
    let program: ProgramInfo
    let style: OutputStyle

    /// The full object for the templates, built in `context`.
    func object(in context: FlatContext) -> FlatValue {
        let graph = DerivedGraph(model: model)
        let members = model.members.enumerated().map { index, member in
            MemberContext(model: model, member: member, index: index, program: program, graph: graph, style: style)
        }
        let derivedMembers = members.filter { if case .derived = $0.member.kind { return true } else { return false } }
        // Only derived values look members up by name.
        let byName = derivedMembers.isEmpty
            ? [:] : Dictionary(members.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let throughChildren = model.has(.locked) ? derivedThroughChildren(byName: byName, graph: graph) : []
        let derivedObjects = Dictionary(
            derivedMembers.map { derived in
                let extras = lockedDerivedExtras(derived, byName: byName, graph: graph, throughChildren: throughChildren, in: context)
                return (derived.name, derived.object(dependents: [], derivedExtras: extras, in: context))
            },
            uniquingKeysWith: { first, _ in first })
        // Each member's object is built once and shared by every list it appears in.
        var stored: [FlatValue] = []
        var observables: [FlatValue] = []
        var childMembers: [FlatValue] = []
        var events: [FlatValue] = []
        for member in members {
            let kind = member.member.kind
            if case .event(let event) = kind {
                events.append(EventContext.object(name: member.name, doc: member.member.doc, parameters: event.parameters, in: context))
                continue
            }
            let object: FlatValue
            if case .derived = kind {
                object = derivedObjects[member.name] ?? context.object([])
            } else {
                // Only derived values have dependents (no dictionary look-up without them).
                let dependents = derivedMembers.isEmpty
                    ? [] : graph.affected[member.name, default: []].compactMap { derivedObjects[$0] }
                object = member.object(dependents: dependents, in: context)
            }
            switch kind {
            case .property(let property):
                stored.append(object)
                if !property.isConstant { observables.append(object) }
            case .child, .children:
                stored.append(object)
                observables.append(object)
                childMembers.append(object)
            case .derived:
                observables.append(object)
            case .event:
                break
            }
        }
        let deriveds = graph.order.compactMap { derivedObjects[$0] }
        let isMainActor = model.has(.mainActor)
        let isLocked = model.has(.locked)
        // `@locked` models are `Observable` in the observation style, but keep the callbacks
        // shape in the combine style (see docs/styles.md).
        let styleConformances: String
        switch style {
        case .callbacks: styleConformances = ""
        case .observation: styleConformances = ", Observation.Observable"
        case .combine: styleConformances = isLocked ? "" : ", ObservableObject"
        }
        return context.object([
            FlatField("name", context.string(model.name.text)),
            FlatField("swiftName", context.string(SwiftNames.escaped(model.name.text))),
            FlatField("protocolName", context.string(model.name.text + "Protocol")),
            FlatField("doc", context.doc(model.doc)),
            FlatField("isMainActor", .bool(isMainActor)),
            FlatField("isLocked", .bool(isLocked)),
            FlatField("classAttributes", context.string(isMainActor ? "@MainActor " : "nonisolated ")),
            FlatField("callbackAttributes", context.string(isMainActor ? "@MainActor " : (isLocked ? "@Sendable " : ""))),
            FlatField("styleConformances", context.string(styleConformances)),
            FlatField("lockOpen", context.string(isLocked ? "_obsgenLock.withLock { " : "")),
            FlatField("lockClose", context.string(isLocked ? " }" : "")),
            FlatField("tableOpen", context.string(isLocked ? "_obsgenWithTable { $0" : "_obsgenMakeTable()")),
            FlatField("tableClose", context.string(isLocked ? " }" : "")),
            FlatField("memberCount", context.int(members.count)),
            FlatField("stored", context.list(stored)),
            FlatField("observables", context.list(observables)),
            FlatField("deriveds", context.list(deriveds)),
            FlatField("childMembers", context.list(childMembers)),
            FlatField("hasChildMembers", .bool(!childMembers.isEmpty)),
            FlatField("derivesThroughChildren", .bool(!throughChildren.isEmpty)),
            FlatField("hasEvents", .bool(!events.isEmpty)),
            FlatField("events", context.list(events)),
            FlatField("initParameters", context.list(stored)),
        ])
    }

    /// For `@locked` models a derived value is computed by a static function of the members
    /// it names (so it can run while the lock is held): its parameters and call arguments.
    /// A derived value that reads through children (`throughChildren`) is instead evaluated
    /// with no lock held (`evaluation`, from locals `<storage>Now` read in one hold).
    private func lockedDerivedExtras(
        _ derived: MemberContext, byName: [String: MemberContext], graph: DerivedGraph,
        throughChildren: Set<String>, in context: FlatContext
    ) -> [FlatField] {
        guard case .derived(let decl) = derived.member.kind else { return [] }
        let parameters = deriveParameters(of: derived.name, byName: byName)
        let objects = parameters.map { member in
            let argument: String
            switch member.member.kind {
            case .derived: argument = "_obsgenCompute_\(member.name)()"
            case .property(let property) where property.isConstant: argument = "self.\(member.swiftName)"
            default: argument = member.storage
            }
            return context.object([
                FlatField("swiftName", context.string(member.swiftName)),
                FlatField("type", context.string(member.type)),
                FlatField("argument", context.string(argument)),
            ])
        }
        let names = Set(parameters.map(\.swiftName))
        return [
            FlatField("expression", context.string(decl.expression.text)),
            FlatField("staticExpression", context.string(ExpressionRewriter.removingSelf(from: decl.expression, names: names))),
            FlatField("deriveParameters", context.list(objects)),
            FlatField("trackedMembers", context.list(trackedMembers(of: derived.name, byName: byName, graph: graph, in: context))),
            FlatField("readsChildren", .bool(throughChildren.contains(derived.name))),
            FlatField("evaluation", context.string(evaluation(of: derived.name, byName: byName))),
        ]
    }

    /// The members a derived value names (not itself, not events), once each, in order: the
    /// parameters of its static function.
    private func deriveParameters(of derived: String, byName: [String: MemberContext]) -> [MemberContext] {
        guard let member = byName[derived], case .derived(let decl) = member.member.kind else { return [] }
        var seen = Set<String>()
        return decl.expression.references.compactMap { reference in
            let name = reference.name.text
            guard !reference.afterDot, name != derived, let member = byName[name], seen.insert(name).inserted else { return nil }
            if case .event = member.member.kind { return nil }
            return member
        }
    }

    /// A derived value's static function applied to locals `<storage>Now` (constants through
    /// `self`, other derived values through their own static functions): its evaluation with
    /// no lock held, once `_obsgenEvaluate_<name>` has read the locals.
    private func evaluation(of derived: String, byName: [String: MemberContext]) -> String {
        let arguments = deriveParameters(of: derived, byName: byName).map { member -> String in
            switch member.member.kind {
            case .derived: return evaluation(of: member.name, byName: byName)
            case .property(let property) where property.isConstant: return "self.\(member.swiftName)"
            default: return member.storage + "Now"
            }
        }
        return "Self._obsgenDerive_\(derived)(\(arguments.joined(separator: ", ")))"
    }

    /// The derived values of a `@locked` model that read through a child or children member
    /// (directly or through other derived values): they may call into other models, so they
    /// are never evaluated under this model's lock. A child named at all counts; children
    /// count unless only their `count` or `isEmpty` is read.
    private func derivedThroughChildren(byName: [String: MemberContext], graph: DerivedGraph) -> Set<String> {
        var result = Set<String>()
        for name in graph.order {
            guard let member = byName[name], case .derived(let decl) = member.member.kind else { continue }
            let references = decl.expression.references
            let direct = references.indices.contains { index in
                let reference = references[index]
                guard !reference.afterDot, let named = byName[reference.name.text] else { return false }
                switch named.member.kind {
                case .child: return true
                case .children:
                    let next = references.index(after: index)
                    guard next < references.count, references[next].afterDot else { return true }
                    return !["count", "isEmpty"].contains(references[next].name.text)
                case .derived: return result.contains(reference.name.text)
                default: return false
                }
            }
            if direct { result.insert(name) }
        }
        return result
    }

    /// The stored `var` members and children a derived value reads, directly or through
    /// other derived values, in declaration order: what a `@locked` model's derived getter
    /// reports to the observation registrar (`swiftName` of each).
    private func trackedMembers(
        of derived: String, byName: [String: MemberContext], graph: DerivedGraph, in context: FlatContext
    ) -> [FlatValue] {
        var visited: Set<String> = [derived]
        var tracked = Set<String>()
        var frontier = [derived]
        while let next = frontier.popLast() {
            for name in graph.dependencies[next, default: []] {
                guard let member = byName[name] else { continue }
                switch member.member.kind {
                case .derived: if visited.insert(name).inserted { frontier.append(name) }
                case .property(let property) where property.isConstant: continue
                case .property, .child, .children: tracked.insert(name)
                case .event: continue
                }
            }
        }
        return model.members.map(\.name.text).filter(tracked.contains).compactMap { name in
            byName[name].map {
                context.object([FlatField("swiftName", context.string($0.swiftName)), FlatField("storage", context.string($0.storage))])
            }
        }
    }
}
