/// The derived values of one model and how they depend on its members: which derived
/// values a change of each member affects, in the order they must be recomputed.
struct DerivedGraph {
    /// Derived member names in evaluation order: each after the derived values it reads,
    /// otherwise in declaration order.
    let order: [String]
    /// For each member, the derived values that must be recomputed when it changes
    /// (directly or through other derived values), in evaluation order.
    let affected: [String: [String]]
    /// For each derived value, the members its expression names directly.
    let dependencies: [String: [String]]

    /// Builds the graph of one model.
    init(model: ModelDecl) {
        var dependencies: [String: [String]] = [:]
        var declared: [String] = []
        for member in model.members {
            if case .derived(let derived) = member.kind {
                declared.append(member.name.text)
                dependencies[member.name.text] = DerivedDependencies.direct(
                    of: derived.expression, in: model, excluding: member.name.text)
            }
        }
        self.dependencies = dependencies
        guard !declared.isEmpty else {
            // Nothing to order and nothing affected: every member's list would be empty,
            // which is what a missing entry reads as (`affected[name, default: []]`).
            order = []
            affected = [:]
            return
        }
        let order = DerivedDependencies.evaluationOrder(of: model)
        self.order = order
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var affected: [String: [String]] = [:]
        for member in model.members {
            var found = Set<String>()
            var frontier = [member.name.text]
            while let next = frontier.popLast() {
                for derived in declared where dependencies[derived, default: []].contains(next) {
                    if found.insert(derived).inserted { frontier.append(derived) }
                }
            }
            found.remove(member.name.text)
            affected[member.name.text] = found.sorted { rank[$0, default: 0] < rank[$1, default: 0] }
        }
        self.affected = affected
    }
}
