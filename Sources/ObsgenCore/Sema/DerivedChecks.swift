/// `derived` members: each must read something observable of its model, and derived
/// values must not depend on each other in a cycle.
enum DerivedChecks {
    /// Checks the derived members of every model.
    static func check(_ run: RunIndex, into sink: inout DiagnosticSink) {
        for model in run.models {
            check(model.decl, in: model.file, into: &sink)
        }
    }

    /// Checks one model's derived members.
    private static func check(_ model: ModelDecl, in file: SourceFile, into sink: inout DiagnosticSink) {
        let derived = DerivedDependencies.derivedMembers(of: model)
        guard !derived.isEmpty else { return }
        let observable = DerivedDependencies.observableNames(of: model)
        let derivedNames = Set(derived.map(\.name))
        let position = Dictionary(derived.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })

        let unobserved = Dictionary(
            model.members.filter { $0.modifiers.isIgnored || $0.modifiers.isWeak }.map { ($0.name.text, $0.modifiers.isWeak ? "weak" : "'@ignored'") },
            uniquingKeysWith: { first, _ in first })
        for entry in derived where DerivedDependencies.reads(of: entry.expression, among: observable).isEmpty {
            let notes = DerivedDependencies.reads(of: entry.expression, among: Set(unobserved.keys)).map { name in
                DiagnosticNote("'\(name)' is \(unobserved[name] ?? "not observed"): changing it does not recompute '\(entry.name)'")
            }
            sink.error(
                "derived '\(entry.name)' does not depend on any stored property, child or derived value of '\(model.name.text)'; it would never change",
                in: file, at: entry.member.name.range, notes: notes)
        }

        let cycles = Cycles.elementary(count: derived.count) { node in
            DerivedDependencies.reads(of: derived[node].expression, among: derivedNames).compactMap { name in
                position[name].map { Cycles.Edge(from: node, to: $0, label: name) }
            }
        }
        for cycle in cycles {
            guard let first = cycle.first else { continue }
            let names = cycle.map { derived[$0.from].name }
            let path = Cycles.abbreviated(names + [names[0]]).joined(separator: " -> ")
            sink.error(cycleMessage(names, path: path), in: file, at: derived[first.from].member.name.range)
        }
    }

    /// `derived 'd' depends on itself (d -> d)`, `derived values 'a' and 'b' depend on
    /// each other (a -> b -> a)`, `derived values 'a', 'b' and 'c' depend on each other (...)`.
    private static func cycleMessage(_ names: [String], path: String) -> String {
        let quoted = Cycles.abbreviated(names).map { $0.hasPrefix("... (") ? $0 : "'\($0)'" }
        guard quoted.count > 1 else { return "derived \(quoted[0]) depends on itself (\(path))" }
        let list = quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
        return "derived values \(list) depend on each other (\(path))"
    }
}
