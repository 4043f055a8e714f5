import ObsgenCore

/// How much the command prints on standard error besides errors.
public enum Verbosity: Sendable, Equatable {
    /// `-q`: errors only, not even warnings.
    case quiet
    /// The default: errors and warnings; nothing on success.
    case normal
    /// `-v`: also one line per file written, unchanged or deleted.
    case verbose
}

/// What a run does with the generated files.
public enum OutputMode: Sendable, Equatable {
    /// Write the files into the output folder (the default).
    case write
    /// `--check`: write nothing, report files that are missing or differ.
    case check
    /// `--stdout`: print the files to standard output.
    case standardOutput
    /// `--dump-context`: print the template context as JSON.
    case dumpContext
}

/// Everything the command line asks for, once parsed and validated.
public struct CommandOptions: Sendable, Equatable {
    /// The inputs, as given; `-` is standard input.
    public var inputs: [String] = []
    /// `-o, --output DIR`; `nil` only with `--stdout` or `--dump-context`.
    public var outputDirectory: String?
    /// `--style`.
    public var style: OutputStyle = .callbacks
    /// `--access`.
    public var access: AccessLevel = .internal
    /// What to do with the files.
    public var mode: OutputMode = .write
    /// `--prune`.
    public var prune = false
    /// `--no-runtime` sets this to `false`.
    public var includeRuntime = true
    /// `--templates DIR`.
    public var templatesDirectory: String?
    /// `-q` / `-v`.
    public var verbosity: Verbosity = .normal
    /// Retired options given on the command line (`--no-manifest`), each once, in the order
    /// first given: they have no effect, and the run says so on standard error.
    public var retiredOptions: [String] = []
    /// `-j, --jobs N`: how many threads a writing run renders, compares and stages files on;
    /// `nil` (the default) means one per online processor when there are enough files, `1`
    /// a serial run. The output is the same whatever the number.
    public var jobs: Int?

    /// Options with every default: no inputs, no output folder.
    public init() {}

    /// The generator options these command-line options stand for (without templates, which
    /// are read from `templatesDirectory` when the command runs).
    public var generatorOptions: GeneratorOptions {
        GeneratorOptions(style: style, access: access, includeRuntime: includeRuntime)
    }
}

/// What the command line asks the tool to do.
public enum ParsedCommand: Sendable, Equatable {
    /// `-h, --help`: print the usage text.
    case help
    /// `--version`: print the version.
    case version
    /// Generate.
    case run(CommandOptions)
}

/// A mistake on the command line: printed as `obsgen: error: <message>` with a hint to
/// `--help`, exit status 2.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message, e.g. `unknown option '--prnue'; did you mean '--prune'?`.
    public var message: String

    /// Makes a usage error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
