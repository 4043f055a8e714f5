/// A model and its children must agree on isolation: a `@MainActor` model holds only
/// `@MainActor` children and the reverse; a `@locked` model holds only `@locked` children.
enum IsolationChecks {
    /// Checks every `child` and `children` member whose model is known.
    static func check(_ run: RunIndex, into sink: inout DiagnosticSink) {
        for parent in run.models {
            for member in parent.decl.members {
                guard let type = ChildChecks.childModel(of: member), let child = run.modelNamed[type.text] else { continue }
                guard let message = mismatch(parent: parent.decl, member: member.name.text, child: child.decl) else { continue }
                sink.error(
                    message, in: parent.file, at: member.name.range,
                    notes: [.at("'\(type.text)' declared here", child.decl.name.range, in: child.file, from: parent.file)])
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
        return nil
    }
}
