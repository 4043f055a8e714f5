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
        try GenerationPlan(sources, options: options).renderInOrder(to: body)
    }

    /// The front end of a run and what is needed to render each file on its own, from any
    /// thread: what `stream` walks in order, and what the command line spreads over
    /// several threads (`--jobs`).
    /// `parsed`: `Parser.parse` of each source, in order, when the caller has parsed them
    /// already (the command line parses on its `--jobs` threads); same plan either way.
    public static func plan(
        _ sources: [SourceFile], options: GeneratorOptions = GeneratorOptions(), parsed: [ParseResult]? = nil
    ) -> GenerationPlan {
        GenerationPlan(sources, options: options, parsed: parsed)
    }

    /// The JSON context the templates receive (what `--dump-context` prints): an object with
    /// `files` (one context per input, in order) and `runtime`; or the diagnostics when the
    /// inputs have errors.
    public static func context(_ sources: [SourceFile], options: GeneratorOptions = GeneratorOptions()) -> (context: JSONValue?, diagnostics: [Diagnostic]) {
        let front = FrontEnd.run(sources, access: options.access)
        guard !front.diagnostics.hasErrors else { return (nil, front.diagnostics) }
        let program = ProgramInfo(files: front.files)
        let files = front.files.map { FileContext.json(for: $0, program: program, options: options) }
        let context = JSONValue.object([
            "files": .array(files),
            "runtime": FileContext.runtime(options: options),
        ])
        return (context, front.diagnostics)
    }

    /// The errors of the templates a run with `options` renders (the built-in ones of
    /// `options.style`, `options.templateOverrides` in their place), found without rendering:
    /// an override of one of the runtime's templates (the runtime cannot be replaced), parse
    /// errors, and names no context has where they are used (strict templates, see
    /// `ContextSchema`); sorted by template name and position. Empty for the built-in
    /// templates alone.
    public static func templateErrors(options: GeneratorOptions) -> [TemplateError] {
        let runtime = options.templateOverrides.keys.filter { BuiltinTemplates.runtime[$0] != nil }.sorted().map { name in
            TemplateError(template: name, line: 1, column: 1, message: """
                the runtime (\(runtimeFileName)) cannot be replaced: every generated model file \
                depends on its exact code and checks its version; remove this file
                """)
        }
        let sources = BuiltinTemplates.sources(for: options.style, overrides: options.templateOverrides)
        // Parsed only: the check needs no compiled program.
        let (templates, index) = ParsedTemplate.parseAll(sources)
        return runtime + templates.compactMap(\.error) + TemplateKeyChecker.errors(in: templates, index: index)
    }
}

/// Lexing, parsing and checking of all inputs of a run.
enum FrontEnd {
    /// Parses every source (unless `parsed` holds `Parser.parse` of each, in order) and
    /// checks them together; diagnostics sorted by input and position.
    /// `access` is the level of the generated code (`--access`), which members may not exceed.
    static func run(
        _ sources: [SourceFile], parsed: [ParseResult]? = nil, access: AccessLevel = .internal
    ) -> (files: [ObsFile], diagnostics: [Diagnostic]) {
        precondition(parsed == nil || parsed!.count == sources.count, "one parse result per source")
        var diagnostics: [Diagnostic] = []
        var files: [ObsFile] = []
        for index in sources.indices {
            let result = parsed?[index] ?? Parser.parse(sources[index])
            diagnostics += result.diagnostics
            files.append(result.file)
        }
        diagnostics += Checker.check(files, access: access)
        return (files, diagnostics.sortedByPosition(fileOrder: sources.map(\.path)))
    }
}
