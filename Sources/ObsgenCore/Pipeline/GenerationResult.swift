/// One file obsgen produces: a name relative to the output folder, and its full text.
public struct GeneratedFile: Hashable, Sendable {
    /// File name, e.g. `models.swift` or `ObsgenRuntime.swift` (never contains `/`).
    public var name: String
    /// The complete file contents, ending with a newline.
    public var contents: String

    /// Makes a generated file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// What a run of the pipeline gives: files when there was no error, and every diagnostic.
public struct GenerationResult: Sendable {
    /// The files to write, in a stable order (inputs in the order given, then the runtime).
    /// Empty when `diagnostics` has an error.
    public var files: [GeneratedFile]
    /// Every problem found, sorted by input order and position.
    public var diagnostics: [Diagnostic]

    /// Makes a result.
    public init(files: [GeneratedFile], diagnostics: [Diagnostic]) {
        self.files = files
        self.diagnostics = diagnostics
    }

    /// True when there is no error.
    public var succeeded: Bool { !diagnostics.hasErrors }
}
