import ObsgenCore

/// The two calls the command makes into the core, injectable so that tests can hand the
/// command line files and diagnostics of their choosing. `standard` is the real generator.
public struct GeneratorPipeline: Sendable {
    /// Produces the files (or diagnostics) of a run; `Generator.generate` in production.
    public var generate: @Sendable ([SourceFile], GeneratorOptions) -> GenerationResult
    /// Produces the template context (or diagnostics); `Generator.context` in production.
    public var context: @Sendable ([SourceFile], GeneratorOptions) -> (context: JSONValue?, diagnostics: [Diagnostic])

    /// Makes a pipeline from its two calls.
    public init(
        generate: @escaping @Sendable ([SourceFile], GeneratorOptions) -> GenerationResult,
        context: @escaping @Sendable ([SourceFile], GeneratorOptions) -> (context: JSONValue?, diagnostics: [Diagnostic])
    ) {
        self.generate = generate
        self.context = context
    }

    /// The real pipeline of ObsgenCore.
    public static var standard: GeneratorPipeline {
        GeneratorPipeline(
            generate: { Generator.generate($0, options: $1) },
            context: { Generator.context($0, options: $1) }
        )
    }
}
