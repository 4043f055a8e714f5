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
        var observable = Set<String>()
        for member in model.members where member.name.text != ownName {
            switch member.kind {
            case .property(let property) where !property.isConstant: observable.insert(member.name.text)
            case .child, .children, .derived: observable.insert(member.name.text)
            default: break
            }
        }
        var seen = Set<String>()
        var result: [String] = []
        for reference in expression.references where !reference.afterDot {
            let name = reference.name.text
            if observable.contains(name), seen.insert(name).inserted { result.append(name) }
        }
        return result
    }
}
