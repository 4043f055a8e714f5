/// One file obsgen produces: a name relative to the output folder, and its full text.
public struct GeneratedFile: Hashable, Sendable {
    /// File name, e.g. `models.swift` or `ObsgenRuntime.swift` (never contains `/`).
    public var name: String
    /// The complete file contents as UTF-8 bytes, ending with a newline: what is written,
    /// compared and hashed (the renderer produces bytes; no text round trip).
    public var utf8: [UInt8]

    /// The complete file contents as text, ending with a newline.
    public var contents: String {
        get { String(decoding: utf8, as: UTF8.self) }
        set { utf8 = Array(newValue.utf8) }
    }

    /// Makes a generated file from text.
    public init(name: String, contents: String) {
        self.name = name
        self.utf8 = Array(contents.utf8)
    }

    /// Makes a generated file from UTF-8 bytes.
    public init(name: String, utf8: [UInt8]) {
        self.name = name
        self.utf8 = utf8
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
