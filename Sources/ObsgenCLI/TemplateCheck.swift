import ObsgenCore

/// Strict templates at load time: a `--templates` folder is checked before any input is
/// read, rendered or written (`Generator.templateErrors`).
enum TemplateCheck {
    /// One error diagnostic per problem of the run's templates. A problem in a template of
    /// `directory` points into its file (`DIR/model.mustache:3:5`, with the line and a
    /// caret); one in a built-in template (reached through an overriding partial) is
    /// reported by template name.
    static func diagnostics(options: GeneratorOptions, directory: String) -> [Diagnostic] {
        Generator.templateErrors(options: options).map { error in
            guard let source = options.templateOverrides[error.template] else {
                return Diagnostic(.error, "built-in template: \(error)", file: nil, range: nil)
            }
            let file = SourceFile(path: PathNames.join(directory, error.template + ".mustache"), bytes: Array(source.utf8))
            return .error(error.message, in: file, at: SourceRange(at: offset(in: file.bytes, line: error.line, column: error.column)))
        }
    }

    /// The byte offset of a 1-based line and UTF-8 column (clamped to the text).
    static func offset(in bytes: [UInt8], line: Int, column: Int) -> Int {
        var offset = 0
        var remaining = line - 1
        while remaining > 0, offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\n") { remaining -= 1 }
            offset += 1
        }
        return min(offset + max(column - 1, 0), bytes.count)
    }
}
