/// Inputs whose output files would overwrite each other.
enum InputChecks {
    /// The name of the runtime file obsgen writes beside the models.
    static let runtimeFile = "ObsgenRuntime.swift"
    /// The name of the runtime's Foundation part, which some runs write beside it.
    static let userDefaultsFile = "ObsgenUserDefaults.swift"

    /// `runtimeFile` and `userDefaultsFile` lowercased, computed once rather than per input.
    private static let runtimeFileKey = runtimeFile.lowercased(), userDefaultsFileKey = userDefaultsFile.lowercased()

    /// Reports, on the later input (without a position), two inputs that would write the
    /// same `<baseName>.swift` — also when the names differ only in case, which is the same
    /// file on a case-insensitive file system — and an input that would write a runtime file
    /// (the runtime or its Foundation part, whether or not this run writes it).
    static func check(_ run: RunIndex, into sink: inout DiagnosticSink) {
        var first: [String: SourceFile] = [:]
        for file in run.files.map(\.source) {
            let output = file.baseName + ".swift"
            let key = output.lowercased()
            if key == runtimeFileKey {
                sink.error("input '\(inputName(file))' would write '\(output)', which is the obsgen runtime file", in: file, at: nil)
            } else if key == userDefaultsFileKey {
                sink.error(
                    "input '\(inputName(file))' would write '\(output)', which is the Foundation part of the obsgen runtime", in: file, at: nil)
            } else if let previous = first[key] {
                let previousOutput = previous.baseName + ".swift"
                if previousOutput == output {
                    sink.error(
                        "two inputs named '\(inputName(file))' would both write '\(output)'", in: file, at: nil,
                        notes: [DiagnosticNote("the other input is '\(previous.path)'")])
                } else {
                    sink.error(
                        "inputs '\(inputName(previous))' and '\(inputName(file))' would write '\(previousOutput)' and '\(output)', the same file on a case-insensitive file system",
                        in: file, at: nil, notes: [DiagnosticNote("the other input is '\(previous.path)'")])
                }
            } else {
                first[key] = file
            }
        }
    }

    /// The last path component: `models.obs` for `Sources/App/models.obs`, `stdin`.
    private static func inputName(_ file: SourceFile) -> String {
        file.path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? file.path
    }
}
