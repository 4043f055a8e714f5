/// The semantic checks (docs/language.md) over all inputs of one run.
///
/// Every check sees the whole run, so a child may name a model of another input and a
/// duplicate name is found across inputs. Every error is reported (no check stops at the
/// first), in a stable order: input order, then position in the input.
public enum Checker {
    /// Checks the parsed files of one run together; returns every error found. `access` is
    /// the level of the generated code (`--access`): no member may be wider.
    public static func check(_ files: [ObsFile], access: AccessLevel = .internal) -> [Diagnostic] {
        let run = RunIndex(files)
        var sink = DiagnosticSink()
        InputChecks.check(run, into: &sink)
        DuplicateChecks.check(run, into: &sink)
        ReservedNameChecks.check(run, into: &sink)
        AttributeChecks.check(run, into: &sink)
        ModifierChecks.check(run, access: AccessKeyword(access), into: &sink)
        ConformanceChecks.check(run, into: &sink)
        CodingChecks.check(run, into: &sink)
        TypeShapeChecks.check(run, into: &sink)
        ChildChecks.check(run, into: &sink)
        IsolationChecks.check(run, into: &sink)
        DerivedChecks.check(run, into: &sink)
        GeneratedNameChecks.check(run, into: &sink)
        return capped(sink.diagnostics.sortedByPosition(fileOrder: files.map(\.source.path)))
    }

    /// At most `Limits.maxDiagnosticsPerFile` check errors per file (as for syntax errors),
    /// then one `too many errors` error where the next one would have been: 100,000
    /// duplicate members give 501 lines, not 100,000 errors with their notes.
    static func capped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var counts: [String: Int] = [:]
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            let key = diagnostic.file?.path ?? ""
            let count = counts[key, default: 0]
            counts[key] = count + 1
            if count < Limits.maxDiagnosticsPerFile {
                result.append(diagnostic)
            } else if count == Limits.maxDiagnosticsPerFile {
                result.append(Diagnostic(.error, SyntaxMessages.tooManyErrors, file: diagnostic.file, range: diagnostic.range))
            }
        }
        return result
    }
}
