/// `child` and `children` members: their type must be a model of the run, and
/// non-optional children must not make a model contain itself.
enum ChildChecks {
    /// Runs both checks.
    static func check(_ run: RunIndex, into sink: inout DiagnosticSink) {
        checkTypes(run, into: &sink)
        checkCycles(run, into: &sink)
    }

    /// The model a `child` or `children` member names, if the member is one.
    static func childModel(of member: MemberDecl) -> Identifier? {
        switch member.kind {
        case .child(let child): return child.model
        case .children(let children): return children.model
        default: return nil
        }
    }

    /// `unknown model 'Setings'`, with a note when the name is an events bus and a
    /// suggestion when a model name is close.
    private static func checkTypes(_ run: RunIndex, into sink: inout DiagnosticSink) {
        for model in run.models {
            for member in model.decl.members {
                guard let type = childModel(of: member), run.modelNamed[type.text] == nil else { continue }
                var notes: [DiagnosticNote] = []
                if let bus = run.busNamed[type.text] {
                    notes.append(.at("'\(type.text)' is an events bus, not a model", bus.decl.name.range, in: bus.file, from: model.file))
                }
                if let suggestion = Suggestions.closest(to: type.text, among: run.modelNames) {
                    notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
                }
                sink.error("unknown model '\(type.text)'", in: model.file, at: type.range, notes: notes)
            }
        }
    }

    /// A chain of non-optional `child` members that returns to its start: such a model
    /// could never be initialised. Reported once per cycle, on the cycle's member that
    /// belongs to its earliest-declared model.
    private static func checkCycles(_ run: RunIndex, into sink: inout DiagnosticSink) {
        let models = run.distinctModels
        let position = Dictionary(models.enumerated().map { ($1.decl.name.text, $0) }, uniquingKeysWith: { first, _ in first })
        let cycles = Cycles.elementary(count: models.count) { node in
            models[node].decl.members.compactMap { member -> Cycles.Edge<MemberDecl>? in
                guard case .child(let child) = member.kind, !child.isOptional, let target = position[child.model.text] else { return nil }
                return Cycles.Edge(from: node, to: target, label: member)
            }
        }
        for cycle in cycles {
            guard let first = cycle.first, case .child(let child) = first.label.kind else { continue }
            let owner = models[first.from]
            let ownerName = owner.decl.name.text
            let path = Cycles.abbreviated(cycle.map { "\(models[$0.from].decl.name.text).\($0.label.name.text)" }).joined(separator: " -> ")
            sink.error(
                "non-optional child '\(first.label.name.text)' makes '\(ownerName)' contain itself (\(path) -> \(ownerName)); it could never be initialised",
                in: owner.file, at: first.label.name.range,
                notes: [DiagnosticNote("make the child optional ('\(child.model.text)?') or use 'children'")])
        }
    }
}
