/// How a derived value is computed: for `@locked` models a static function of the members
/// it names (so it can run while the lock is held), or, when it reads through children, an
/// evaluation with no lock held; and which members it tracks.
extension ModelPlanner {
    /// The plan of the derived value `name`.
    func derivedPlan(_ name: String, _ derived: DerivedDecl, throughChildren: Set<String>) -> DerivedPlan {
        let parameters = deriveParameters(of: name)
        let plans = parameters.map { member in
            DeriveParameterPlan(swiftName: SwiftNames.escaped(member.name.text), type: Self.type(of: member), argument: argument(for: member))
        }
        let names = Set(plans.map(\.swiftName))
        return DerivedPlan(
            expression: derived.expression.text,
            staticExpression: ExpressionRewriter.removingSelf(from: derived.expression, names: names),
            parameters: plans,
            tracked: tracked(by: name),
            readsChildren: throughChildren.contains(name),
            evaluation: evaluation(of: name))
    }

    /// The Swift type of a member in the class.
    private static func type(of member: MemberDecl) -> String {
        switch member.kind {
        case .property(let property): property.type.text
        case .child(let child): child.model.text + (child.isOptional ? "?" : "")
        case .children(let children): ModelPlanner.childrenType(children)
        case .derived(let derived): derived.type.text
        case .event: ""
        }
    }

    /// What the static function is passed for `member` while the lock is held.
    private func argument(for member: MemberDecl) -> String {
        switch member.kind {
        case .derived: "_obsgenCompute_\(member.name.text)()"
        case .property(let property) where property.isConstant: "self.\(SwiftNames.escaped(member.name.text))"
        default: "_obsgen_\(member.name.text)"
        }
    }

    /// The members a derived value names (not itself, not events), once each, in order: the
    /// parameters of its static function.
    private func deriveParameters(of derived: String) -> [MemberDecl] {
        guard let member = byName[derived], case .derived(let decl) = member.kind else { return [] }
        var seen = Set<String>()
        return decl.expression.references.compactMap { reference in
            let name = reference.name.text
            guard !reference.afterDot, name != derived, let member = byName[name], seen.insert(name).inserted else { return nil }
            if case .event = member.kind { return nil }
            return member
        }
    }

    /// A derived value's static function applied to locals `<storage>Now` (constants through
    /// `self`, other derived values through their own static functions): its evaluation with
    /// no lock held, once `_obsgenEvaluate_<name>` has read the locals.
    private func evaluation(of derived: String) -> String {
        let arguments = deriveParameters(of: derived).map { member -> String in
            switch member.kind {
            case .derived: return evaluation(of: member.name.text)
            case .property(let property) where property.isConstant: return "self.\(SwiftNames.escaped(member.name.text))"
            default: return "_obsgen_\(member.name.text)Now"
            }
        }
        return "Self._obsgenDerive_\(derived)(\(arguments.joined(separator: ", ")))"
    }

    /// The derived values of a `@locked` model that read through a child or children member
    /// (directly or through other derived values): they may call into other models, so they
    /// are never evaluated under this model's lock. A child named at all counts; children
    /// count unless only their `count` or `isEmpty` is read.
    func derivedThroughChildren() -> Set<String> {
        var result = Set<String>()
        for name in graph.order {
            guard let member = byName[name], case .derived(let decl) = member.kind else { continue }
            let references = decl.expression.references
            let direct = references.indices.contains { index in
                let reference = references[index]
                guard !reference.afterDot, let named = byName[reference.name.text] else { return false }
                switch named.kind {
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
    /// other derived values, in declaration order.
    private func tracked(by derived: String) -> [String] {
        var visited: Set<String> = [derived]
        var tracked = Set<String>()
        var frontier = [derived]
        while let next = frontier.popLast() {
            for name in graph.dependencies[next, default: []] {
                guard let member = byName[name] else { continue }
                switch member.kind {
                case .derived: if visited.insert(name).inserted { frontier.append(name) }
                case .property(let property) where property.isConstant: continue
                case .property, .child, .children: tracked.insert(name)
                case .event: continue
                }
            }
        }
        return model.members.map(\.name.text).filter(tracked.contains)
    }
}
