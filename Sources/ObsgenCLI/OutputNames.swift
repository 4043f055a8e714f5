/// The names of the files one run writes, checked as they are claimed: each must be a plain
/// file name (no `/`, not `.` or `..`, see `PathNames`), and no two may be equal, also when
/// case is ignored (they would be one file on macOS's default file system).
struct OutputNames {
    /// Every claimed name, keyed by its lowercase form.
    private var claimed: [String: String] = [:]

    /// No name claimed yet.
    init() {}

    /// Claims `name`, or throws the error the run reports for it.
    mutating func claim(_ name: String) throws(RunError) {
        if let problem = PathNames.problem(withFileName: name) {
            throw RunError("refusing to write generated file '\(name)': \(problem)")
        }
        let key = name.lowercased()
        if let other = claimed[key] {
            if other == name { throw RunError("two generated files are named '\(name)'") }
            throw RunError("generated files '\(other)' and '\(name)' differ only in case")
        }
        claimed[key] = name
    }
}
