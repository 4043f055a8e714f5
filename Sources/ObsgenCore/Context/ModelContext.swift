/// The context of one model: its spellings, isolation, and its members grouped the way
/// the templates walk them.
struct ModelContext {
    let model: ModelDecl
    let program: ProgramInfo
    let style: OutputStyle

    /// The full object for the templates.
    func json() -> JSONObject {
        let graph = DerivedGraph(model: model)
        let members = model.members.enumerated().map { index, member in
            MemberContext(model: model, member: member, index: index, program: program, graph: graph, style: style)
        }
        let derivedMembers = members.filter { if case .derived = $0.member.kind { return true } else { return false } }
        // Only derived values look members up by name.
        let byName = derivedMembers.isEmpty
            ? [:] : Dictionary(members.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let derivedObjects = Dictionary(
            derivedMembers
                .map { ($0.name, $0.json(dependents: [], derivedExtras: lockedDerivedExtras($0, byName: byName, graph: graph))) },
            uniquingKeysWith: { first, _ in first })
        // Each member's object is built once and shared by every list it appears in.
        var built = [JSONObject?](repeating: nil, count: members.count)
        func object(_ member: MemberContext) -> JSONObject {
            if let object = built[member.index] { return object }
            let object: JSONObject
            if case .derived = member.member.kind {
                object = derivedObjects[member.name] ?? JSONObject()
            } else {
                object = member.json(dependents: graph.affected[member.name, default: []].compactMap { derivedObjects[$0] })
            }
            built[member.index] = object
            return object
        }
        var stored: [JSONObject] = []
        var observables: [JSONObject] = []
        var childMembers: [JSONObject] = []
        var events: [JSONObject] = []
        for member in members {
            switch member.member.kind {
            case .property(let property):
                stored.append(object(member))
                if !property.isConstant { observables.append(object(member)) }
            case .child, .children:
                stored.append(object(member))
                observables.append(object(member))
                childMembers.append(object(member))
            case .derived:
                observables.append(object(member))
            case .event(let event):
                events.append(EventContext.json(name: member.name, doc: member.member.doc, parameters: event.parameters))
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
        return JSONObject(entries: [
            .init("name", .string(model.name.text)),
            .init("swiftName", .string(SwiftNames.escaped(model.name.text))),
            .init("protocolName", .string(model.name.text + "Protocol")),
            .init("doc", .doc(model.doc)),
            .init("isMainActor", .bool(isMainActor)),
            .init("isLocked", .bool(isLocked)),
            .init("classAttributes", .string(isMainActor ? "@MainActor " : "nonisolated ")),
            .init("callbackAttributes", .string(isMainActor ? "@MainActor " : (isLocked ? "@Sendable " : ""))),
            .init("styleConformances", .string(styleConformances)),
            .init("lockOpen", .string(isLocked ? "_obsgenLock.withLock { " : "")),
            .init("lockClose", .string(isLocked ? " }" : "")),
            .init("tableOpen", .string(isLocked ? "_obsgenWithTable { $0" : "_obsgenMakeTable()")),
            .init("tableClose", .string(isLocked ? " }" : "")),
            .init("stored", .list(stored)),
            .init("observables", .list(observables)),
            .init("deriveds", .list(deriveds)),
            .init("childMembers", .list(childMembers)),
            .init("hasChildMembers", .bool(!childMembers.isEmpty)),
            .init("hasEvents", .bool(!events.isEmpty)),
            .init("events", .list(events)),
            .init("initParameters", .list(stored)),
        ])
    }

    /// For `@locked` models a derived value is computed by a static function of the members
    /// it names (so it can run while the lock is held): its parameters and call arguments.
    private func lockedDerivedExtras(_ derived: MemberContext, byName: [String: MemberContext], graph: DerivedGraph) -> JSONObject {
        guard case .derived(let decl) = derived.member.kind else { return JSONObject() }
        var seen = Set<String>()
        var parameters: [JSONObject] = []
        for reference in decl.expression.references where !reference.afterDot {
            let name = reference.name.text
            guard name != derived.name, let member = byName[name], seen.insert(name).inserted else { continue }
            if case .event = member.member.kind { continue }
            let argument: String
            switch member.member.kind {
            case .derived: argument = "_obsgenCompute_\(name)()"
            case .property(let property) where property.isConstant: argument = "self.\(member.swiftName)"
            default: argument = member.storage
            }
            parameters.append(JSONObject([
                "swiftName": .string(member.swiftName),
                "type": .string(member.type),
                "argument": .string(argument),
            ]))
        }
        let names = Set(parameters.compactMap { object -> String? in
            if case .string(let text)? = object["swiftName"] { return text } else { return nil }
        })
        return JSONObject([
            "expression": .string(decl.expression.text),
            "staticExpression": .string(ExpressionRewriter.removingSelf(from: decl.expression, names: names)),
            "deriveParameters": .list(parameters),
            "trackedMembers": .list(trackedMembers(of: derived.name, byName: byName, graph: graph)),
        ])
    }

    /// The stored `var` members and children a derived value reads, directly or through
    /// other derived values, in declaration order: what a `@locked` model's derived getter
    /// reports to the observation registrar (`swiftName` of each).
    private func trackedMembers(of derived: String, byName: [String: MemberContext], graph: DerivedGraph) -> [JSONObject] {
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
            byName[name].map { JSONObject(["swiftName": .string($0.swiftName)]) }
        }
    }
}
