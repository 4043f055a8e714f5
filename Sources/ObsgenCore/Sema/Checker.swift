/// The semantic checks of SPEC §1 over all inputs of one run.
public enum Checker {
    /// Checks the parsed files of one run together; returns every error found.
    public static func check(_ files: [ObsFile]) -> [Diagnostic] {
        []
    }
}
