import ObsgenCore

/// The two calls the command makes into the core, injectable so that tests can hand the
/// command line files and diagnostics of their choosing. `standard` is the real generator.
public struct GeneratorPipeline: Sendable {
    /// Produces the files (or diagnostics) of a run; `Generator.generate` in production.
    public var generate: @Sendable ([SourceFile], GeneratorOptions) -> GenerationResult
    /// Produces the template context (or diagnostics); `Generator.context` in production.
    public var context: @Sendable ([SourceFile], GeneratorOptions) -> (context: JSONValue?, diagnostics: [Diagnostic])
    /// Parses and checks the inputs and returns what renders each file on its own, from any
    /// thread (`Generator.plan` in production), so that a writing run can render, compare and
    /// stage on several threads (`--jobs`), holding few files at a time; `nil` means
    /// `generate` is used. The third argument is how many threads may parse the inputs
    /// (the run's worker count).
    public var plan: (@Sendable ([SourceFile], GeneratorOptions, Int) -> GenerationPlan)?

    /// Makes a pipeline from its two calls.
    public init(
        generate: @escaping @Sendable ([SourceFile], GeneratorOptions) -> GenerationResult,
        context: @escaping @Sendable ([SourceFile], GeneratorOptions) -> (context: JSONValue?, diagnostics: [Diagnostic])
    ) {
        self.generate = generate
        self.context = context
        plan = nil
    }

    /// The real pipeline of ObsgenCore.
    public static var standard: GeneratorPipeline {
        var pipeline = GeneratorPipeline(
            generate: { Generator.generate($0, options: $1) },
            context: { Generator.context($0, options: $1) }
        )
        pipeline.plan = { sources, options, workers in
            Generator.plan(sources, options: options, parsed: ParallelOutput.parse(sources, workers: workers))
        }
        return pipeline
    }
}
