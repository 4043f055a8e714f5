/// The whole pipeline as one call: source text -> lexer -> parser -> checks -> context ->
/// templates -> files. Pure: no file I/O, so tests and the CLI drive it the same way.
public enum Generator {
    /// Runs every stage on the inputs of one run. When any input has an error, `files` is
    /// empty and `diagnostics` holds every error of every input.
    public static func generate(_ sources: [SourceFile], options: GeneratorOptions = GeneratorOptions()) -> GenerationResult {
        GenerationResult(files: [], diagnostics: [])
    }

    /// The JSON context the templates receive (what `--dump-context` prints), or the
    /// diagnostics when the inputs have errors.
    public static func context(_ sources: [SourceFile], options: GeneratorOptions = GeneratorOptions()) -> (context: JSONValue?, diagnostics: [Diagnostic]) {
        (nil, [])
    }
}
