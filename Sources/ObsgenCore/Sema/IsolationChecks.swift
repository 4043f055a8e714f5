/// A model and its children must agree on isolation: a `@MainActor` model holds only
/// `@MainActor` children and the reverse; a `@locked` model holds only `@locked` children
/// and only a `@locked` model holds them.
///
/// The last rule exists because a `@locked` child is assigned from any thread and its
/// changes climb to its parent on that thread: a default parent would take them into its
/// unlocked observer table concurrently with its own thread, a `@MainActor` parent off the
/// main actor. Swift accepts both programs (the child is `Sendable`), so the check must.
enum IsolationChecks {
    /// Checks every `child` and `children` member whose model is known.
    static func check(_ run: RunIndex, into sink: inout DiagnosticSink) {
        for parent in run.models {
            for member in parent.decl.members {
                guard let type = ChildChecks.childModel(of: member), let child = run.modelNamed[type.text] else { continue }
                guard let message = mismatch(parent: parent.decl, member: member.name.text, child: child.decl) else { continue }
                var notes: [DiagnosticNote] = [.at("'\(type.text)' declared here", child.decl.name.range, in: child.file, from: parent.file)]
                if let advice = lockedChildAdvice(parent: parent.decl, member: member, child: child.decl) {
                    notes.append(DiagnosticNote(advice))
                }
                let isolated = [parent.decl, child.decl].contains { $0.has(.mainActor) || $0.has(.locked) }
                if parent.decl.isNonisolated != child.decl.isNonisolated && !isolated {
                    notes.append(DiagnosticNote("mark both models 'nonisolated', or neither (the module may default to '@MainActor')"))
                }
                sink.error(message, in: parent.file, at: member.name.range, notes: notes)
            }
        }
    }

    /// What is wrong with `parent` holding `child` through `member`, if anything.
    private static func mismatch(parent: ModelDecl, member: String, child: ModelDecl) -> String? {
        let parentName = parent.name.text
        let childName = child.name.text
        if parent.has(.mainActor), !child.has(.mainActor) {
            return "'@MainActor' model '\(parentName)' cannot hold child '\(member)' of model '\(childName)', which is not '@MainActor'"
        }
        if !parent.has(.mainActor), child.has(.mainActor) {
            return "model '\(parentName)' is not '@MainActor' but its child '\(member)' is of '@MainActor' model '\(childName)'"
        }
        if parent.has(.locked), !child.has(.locked) {
            return "'@locked' model '\(parentName)' cannot hold child '\(member)' of model '\(childName)', which is not '@locked'"
        }
        if !parent.has(.locked), child.has(.locked) {
            return "model '\(parentName)' is not '@locked' but its child '\(member)' is of '@locked' model '\(childName)'"
        }
        if parent.isNonisolated, !child.isNonisolated, !child.has(.mainActor), !child.has(.locked) {
            return "'nonisolated' model '\(parentName)' cannot hold child '\(member)' of model '\(childName)', which follows the module's default isolation"
        }
        if !parent.isNonisolated, child.isNonisolated, !parent.has(.mainActor), !parent.has(.locked) {
            return "model '\(parentName)' follows the module's default isolation but its child '\(member)' is of 'nonisolated' model '\(childName)'"
        }
        return nil
    }

    /// What to do instead when a parent that is not `@locked` holds a `@locked` child.
    private static func lockedChildAdvice(parent: ModelDecl, member: MemberDecl, child: ModelDecl) -> String? {
        guard child.has(.locked), !parent.has(.locked) else { return nil }
        var keyword = "child"
        if case .children = member.kind { keyword = "children" }
        let delivery = "'@locked' model '\(child.name.text)' delivers its changes on the thread that assigned them"
        let observe = "make '\(member.name.text)' a plain property (not '\(keyword)') and observe it with callbacks that hop to"
        if parent.has(.mainActor) {
            return "\(delivery): \(observe) the main actor"
        }
        return "\(delivery): make '\(parent.name.text)' '@locked' too, or \(observe) the thread or actor that owns '\(parent.name.text)'"
    }
}
