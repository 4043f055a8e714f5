/// The whole pipeline as one call: source text -> lexer -> parser -> checks -> context ->
/// templates -> files. Pure: no file I/O, so tests and the CLI drive it the same way.
public enum Generator {
    /// The name of the shared runtime file.
    public static let runtimeFileName = "ObsgenRuntime.swift"

    /// Runs every stage on the inputs of one run. When any input has an error, `files` is
    /// empty and `diagnostics` holds every error of every input.
    public static func generate(_ sources: [SourceFile], options: GeneratorOptions = GeneratorOptions()) -> GenerationResult {
        var files: [GeneratedFile] = []
        let diagnostics = stream(sources, options: options) { files.append($0) }
        return GenerationResult(files: diagnostics.hasErrors ? [] : files, diagnostics: diagnostics)
    }

    /// `generate`, handing each file to `body` as soon as it is rendered instead of keeping
    /// them all (a run of 10,000 models holds one file at a time, not 220 MB). Returns the
    /// diagnostics. When they hold an error, every file `body` received must be discarded:
    /// input errors stop the run before the first file, a template error after some files.
    /// An error thrown by `body` stops the run and is rethrown.
    public static func stream<Failure: Error>(
        _ sources: [SourceFile], options: GeneratorOptions = GeneratorOptions(),
        to body: (GeneratedFile) throws(Failure) -> Void
    ) throws(Failure) -> [Diagnostic] {
        let front = FrontEnd.run(sources)
        guard !front.diagnostics.hasErrors else { return front.diagnostics }
        let templates = TemplateSet(sources: BuiltinTemplates.sources(for: options.style).merging(options.templateOverrides) { _, override in override })
        let program = ProgramInfo(files: front.files)
        var lastSize = 0
        for file in front.files {
            let context = FileContext.json(for: file, program: program, options: options)
            let bytes: [UInt8]
            do {
                bytes = try templates.renderBytes("file", context: context, capacityHint: lastSize + lastSize / 8)
            } catch {
                return [templateError(error)]
            }
            lastSize = bytes.count
            try body(GeneratedFile(name: file.source.baseName + ".swift", utf8: bytes))
        }
        if options.includeRuntime {
            let context = FileContext.runtime(options: options)
            let bytes: [UInt8]
            do {
                bytes = try templates.renderBytes("runtime", context: context)
            } catch {
                return [templateError(error)]
            }
            try body(GeneratedFile(name: runtimeFileName, utf8: bytes))
        }
        return front.diagnostics
    }

    /// The diagnostic of a template error (which stops the run).
    private static func templateError(_ error: TemplateError) -> Diagnostic {
        Diagnostic(.error, "template error: \(error)", file: nil, range: nil)
    }

    /// The JSON context the templates receive (what `--dump-context` prints): an object with
    /// `files` (one context per input, in order) and `runtime`; or the diagnostics when the
    /// inputs have errors.
    public static func context(_ sources: [SourceFile], options: GeneratorOptions = GeneratorOptions()) -> (context: JSONValue?, diagnostics: [Diagnostic]) {
        let front = FrontEnd.run(sources)
        guard !front.diagnostics.hasErrors else { return (nil, front.diagnostics) }
        let program = ProgramInfo(files: front.files)
        let files = front.files.map { FileContext.json(for: $0, program: program, options: options) }
        let context = JSONValue.object([
            "files": .array(files),
            "runtime": FileContext.runtime(options: options),
        ])
        return (context, front.diagnostics)
    }
}

/// Lexing, parsing and checking of all inputs of a run.
enum FrontEnd {
    /// Parses every source and checks them together; diagnostics sorted by input and position.
    static func run(_ sources: [SourceFile]) -> (files: [ObsFile], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var files: [ObsFile] = []
        for source in sources {
            let parsed = Parser.parse(source)
            diagnostics += parsed.diagnostics
            files.append(parsed.file)
        }
        diagnostics += Checker.check(files)
        return (files, diagnostics.sortedByPosition(fileOrder: sources.map(\.path)))
    }
}
