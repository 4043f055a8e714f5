/// A run after the front end: the inputs parsed and checked together, and what is needed to
/// render each output file on its own. `Generator.stream` renders the files in order; the
/// command line renders them on several threads (`--jobs`).
///
/// Immutable and `Sendable`: `render(fileAt:)` may be called from any thread, for any files,
/// at the same time. Rendering state (the output buffer, the context's views and the context
/// stack) belongs to the `TemplateRenderer` and views that each call makes, never to the
/// compiled templates, so concurrent calls share nothing mutable.
public struct GenerationPlan: Sendable {
    /// The front end's diagnostics (warnings and errors), sorted by input and position.
    public let diagnostics: [Diagnostic]
    /// The name of each output file, in output order (inputs in the order given, then the
    /// runtime and its Foundation part); empty when `diagnostics` has an error.
    public let fileNames: [String]
    /// The parsed inputs (empty when `diagnostics` has an error).
    private let files: [ObsFile]
    /// Facts about every model of the run.
    private let program: ProgramInfo?
    /// The compiled templates (`nil` when `diagnostics` has an error).
    private let templates: TemplateSet?
    /// The options of the run.
    private let options: GeneratorOptions
    /// Whether the runtime's Foundation part is written (after the runtime).
    private let userDefaults: Bool

    /// Parses (unless `parsed` is given, see `Generator.plan`) and checks `sources`;
    /// compiles the templates when there is no error.
    init(_ sources: [SourceFile], options: GeneratorOptions, parsed: [ParseResult]? = nil) {
        let front = FrontEnd.run(sources, parsed: parsed, access: options.access)
        diagnostics = front.diagnostics
        self.options = options
        guard !front.diagnostics.hasErrors else {
            (files, program, templates, fileNames, userDefaults) = ([], nil, nil, [], false)
            return
        }
        files = front.files
        program = ProgramInfo(files: front.files)
        templates = BuiltinTemplates.compiled(for: options.style, overrides: options.templateOverrides)
        var names = front.files.map { $0.source.baseName + ".swift" }
        if options.includeRuntime { names.append(Generator.runtimeFileName) }
        userDefaults = Generator.writesUserDefaultsStore(front.files, options: options)
        if userDefaults { names.append(Generator.userDefaultsFileName) }
        fileNames = names
    }

    /// True when the inputs have an error: there is nothing to render.
    public var hasErrors: Bool { diagnostics.hasErrors }

    /// Renders output file `index` (of `fileNames`). `capacityHint`: the expected size in
    /// bytes (e.g. the size of the previous file), so that the output buffer rarely grows.
    public func render(fileAt index: Int, capacityHint: Int = 0) throws(TemplateError) -> GeneratedFile {
        guard let templates, let program else { preconditionFailure("render(fileAt:) on a plan with errors") }
        if index >= files.count {
            let template = index == files.count ? "runtime" : "userdefaults"
            let view = RuntimeView(options: options, userDefaults: userDefaults)
            let bytes = try templates.renderBytes(template, context: .object(view), capacityHint: 0)
            return GeneratedFile(name: fileNames[index], utf8: bytes)
        }
        let context = ContextValue.object(FileContext.view(for: files[index], program: program, options: options))
        let bytes = try templates.renderBytes("file", context: context, capacityHint: capacityHint)
        return GeneratedFile(name: fileNames[index], utf8: bytes)
    }

    /// Renders every file in output order and hands each to `body` as soon as it is rendered
    /// (each file's buffer sized from the previous one). Returns the front end's diagnostics,
    /// or the template error that stopped the walk; an error thrown by `body` stops it too.
    public func renderInOrder<Failure: Error>(
        to body: (GeneratedFile) throws(Failure) -> Void
    ) throws(Failure) -> [Diagnostic] {
        guard !hasErrors else { return diagnostics }
        var lastSize = 0
        for index in fileNames.indices {
            let file: GeneratedFile
            do {
                file = try render(fileAt: index, capacityHint: lastSize + lastSize / 8)
            } catch {
                return [Self.diagnostic(for: error)]
            }
            lastSize = file.utf8.count
            try body(file)
        }
        return diagnostics
    }

    /// The diagnostic of a template error (which stops the run; it is the run's only one).
    public static func diagnostic(for error: TemplateError) -> Diagnostic {
        Diagnostic(.error, "template error: \(error)", file: nil, range: nil)
    }
}
