/// Which members of its model a `derived` expression reads.
///
/// SPEC §1: the dependencies are the identifiers of the expression, outside string
/// literals, that name a member of the model and are not preceded by `.` (except
/// `self.`). Only observable members count: stored `var` properties, children and other
/// derived values (a `let` never changes; an event is not a value).
public enum DerivedDependencies {
    /// The names of the observable members of `model` that `expression` reads, in order of
    /// first mention, without duplicates. `excluding` is the derived member's own name.
    public static func direct(of expression: ExpressionText, in model: ModelDecl, excluding ownName: String) -> [String] {
        reads(of: expression, among: observableNames(of: model).subtracting([ownName]))
    }

    /// The derived members of `model` in an order where each comes after the derived values
    /// it depends on; ties keep declaration order. Only meaningful when the derived values
    /// have no dependency cycle (the checker reports one); members caught in a cycle come
    /// last, in declaration order.
    public static func evaluationOrder(of model: ModelDecl) -> [String] {
        let derived = derivedMembers(of: model)
        let index = Dictionary(derived.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        // What each derived value waits for: the other derived values it reads.
        var waitingFor: [Set<Int>] = derived.enumerated().map { position, member in
            Set(direct(of: member.expression, in: model, excluding: member.name).compactMap { index[$0] }).subtracting([position])
        }
        var done = [Bool](repeating: false, count: derived.count)
        var order: [String] = []
        while let next = waitingFor.indices.first(where: { !done[$0] && waitingFor[$0].isEmpty }) {
            done[next] = true
            order.append(derived[next].name)
            for position in waitingFor.indices { waitingFor[position].remove(next) }
        }
        order += derived.indices.filter { !done[$0] }.map { derived[$0].name }
        return order
    }

    /// The names of the members whose changes can reach a derived value: stored `var`
    /// properties, children and derived values.
    static func observableNames(of model: ModelDecl) -> Set<String> {
        var names = Set<String>()
        for member in model.members {
            switch member.kind {
            case .property(let property) where !property.isConstant: names.insert(member.name.text)
            case .child, .children, .derived: names.insert(member.name.text)
            default: break
            }
        }
        return names
    }

    /// The derived members of a model, in declaration order.
    static func derivedMembers(of model: ModelDecl) -> [(name: String, member: MemberDecl, expression: ExpressionText)] {
        model.members.compactMap { member in
            if case .derived(let derived) = member.kind { return (member.name.text, member, derived.expression) }
            return nil
        }
    }

    /// The names among `names` that `expression` reads, in order of first mention.
    static func reads(of expression: ExpressionText, among names: Set<String>) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for reference in expression.references where !reference.afterDot {
            let name = reference.name.text
            if names.contains(name), seen.insert(name).inserted { result.append(name) }
        }
        return result
    }
}
