/// SPEC §6 constructs that obsgen parses and checks but does not generate yet (issue 18:
/// their emission is built on the typed generation plan). Each is one error at its own
/// position; the checks run only when the run has no other error (syntax or check), so a
/// user fixes real mistakes first. Remove a feature's line here when its emission lands.
///
/// Fully supported already: every member modifier (`var`, access, setter access, `@ignored`,
/// `weak`), the `internal init` line, `nonisolated model` (and a plain model following the
/// module's default isolation), the `didInit()` hook, dictionary children.
enum NotYetGenerated {
    /// The issue that tracks generation.
    static let issue = "issue 18"

    /// Reports every construct of the run that is parsed but not generated yet.
    static func check(_ run: RunIndex, into sink: inout DiagnosticSink) {
        for model in run.models {
            let file = model.file
            for conformance in model.decl.conformances {
                report(
                    "conformance '\(conformance.name)'", at: conformance.range, in: file,
                    instead: "until then, declare it in an extension of the generated class: 'extension \(model.decl.name.text): \(conformance.name) { … }'",
                    into: &sink)
            }
        }
    }

    /// `'private(set)' is not generated yet (issue 18)`.
    private static func report(_ what: String, are: Bool = false, at range: SourceRange, in file: SourceFile, instead: String?, into sink: inout DiagnosticSink) {
        var notes = [DiagnosticNote("obsgen parses and checks it; see 'parsed, generation coming' in docs/language.md")]
        if let instead { notes.append(DiagnosticNote(instead)) }
        sink.error("\(what) \(are ? "are" : "is") not generated yet (\(issue))", in: file, at: range, notes: notes)
    }
}
