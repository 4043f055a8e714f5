import ObsgenCore

/// Turns `obsgen`'s arguments into a `ParsedCommand`, or a `UsageError`.
///
/// Options and inputs may come in any order; `--` ends the options. A value option takes the
/// next argument (`-o DIR`, `--output DIR`) or an inline value (`--output=DIR`); the next
/// argument is not taken when it looks like an option, so `-o --check` is a missing value
/// (use `--output=-dir` for a folder whose name starts with `-`). `-h`/`--help` and
/// `--version` win over everything else on the line, even over mistakes.
public enum ArgumentParser {
    /// The options that take no value. `noManifest` is retired: accepted, with a notice that
    /// it has no effect, so that build scripts written for older versions keep working.
    enum Flag: CaseIterable {
        case check, prune, standardOutput, noRuntime, noManifest, dumpContext, quiet, verbose, version, help
    }

    /// The options that take a value.
    enum ValueOption: CaseIterable {
        case output, style, access, templates, jobs
    }

    /// Every spelling of every option, in help order.
    static let flagNames: [(String, Flag)] = [
        ("--check", .check), ("--prune", .prune), ("--stdout", .standardOutput),
        ("--no-runtime", .noRuntime), ("--no-manifest", .noManifest), ("--dump-context", .dumpContext),
        ("-q", .quiet), ("--quiet", .quiet), ("-v", .verbose), ("--verbose", .verbose),
        ("--version", .version), ("-h", .help), ("--help", .help),
    ]

    /// Every spelling of every value option.
    static let valueOptionNames: [(String, ValueOption)] = [
        ("-o", .output), ("--output", .output), ("--style", .style), ("--access", .access),
        ("--templates", .templates), ("-j", .jobs), ("--jobs", .jobs),
    ]

    /// Every option name, for "did you mean" suggestions.
    static var allNames: [String] { valueOptionNames.map(\.0) + flagNames.map(\.0) }

    /// Parses the arguments (without the program name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
        var state = ParseState()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                state.options.inputs.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if let flag = flagNames.first(where: { $0.0 == name })?.1 {
                if inlineValue != nil {
                    state.record(UsageError("option '\(name)' does not take a value"))
                } else {
                    state.apply(flag)
                }
            } else if let option = valueOptionNames.first(where: { $0.0 == name })?.1 {
                var value = inlineValue
                if value == nil, index < arguments.count, !looksLikeOption(arguments[index]) {
                    value = arguments[index]
                    index += 1
                }
                guard let value, !value.isEmpty else {
                    state.record(UsageError("option '\(name)' needs a value"))
                    continue
                }
                state.apply(option, name: name, value: value)
            } else {
                state.record(unknownOption(name))
            }
        }
        if state.help { return .help }
        if state.version { return .version }
        if let error = state.firstError { throw error }
        try validate(state)
        return .run(state.options)
    }

    /// Whether an argument would be read as an option rather than a value.
    static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }

    /// `unknown option '--prnue'; did you mean '--prune'?`.
    static func unknownOption(_ name: String) -> UsageError {
        let prefixMatches = allNames.filter { $0.hasPrefix(name) && name.count >= 3 }
        let suggestion = prefixMatches.count == 1 ? prefixMatches[0] : EditDistance.closest(to: name, in: allNames)
        if let suggestion {
            return UsageError("unknown option '\(name)'; did you mean '\(suggestion)'?")
        }
        return UsageError("unknown option '\(name)'")
    }

    /// Checks the combination of options once every argument is read.
    static func validate(_ state: ParseState) throws(UsageError) {
        let options = state.options
        let modes = [("--check", state.check), ("--stdout", state.standardOutput), ("--dump-context", state.dumpContext)]
            .filter(\.1).map(\.0)
        if modes.count > 1 {
            throw UsageError("'\(modes[0])' and '\(modes[1])' cannot be used together")
        }
        if state.quiet, state.verbose {
            throw UsageError("'--quiet' and '--verbose' cannot be used together")
        }
        if options.prune, options.mode == .standardOutput || options.mode == .dumpContext {
            throw UsageError("'--prune' cannot be used with '\(modes[0])'")
        }
        if options.inputs.isEmpty {
            throw UsageError("no input files")
        }
        if options.inputs.filter({ $0 == "-" }).count > 1 {
            throw UsageError("standard input ('-') can be given only once")
        }
        if options.outputDirectory == nil, options.mode == .write || options.mode == .check {
            throw UsageError("no output folder; use '-o <dir>' (or '--stdout' to print the files)")
        }
    }
}

/// What the parser has seen so far.
struct ParseState {
    var options = CommandOptions()
    var firstError: UsageError?
    var help = false
    var version = false
    var check = false
    var standardOutput = false
    var dumpContext = false
    var quiet = false
    var verbose = false
    var given: [ArgumentParser.ValueOption: String] = [:]

    /// Keeps the first mistake; later ones are usually consequences of it.
    mutating func record(_ error: UsageError) {
        if firstError == nil { firstError = error }
    }

    /// Applies a flag.
    mutating func apply(_ flag: ArgumentParser.Flag) {
        switch flag {
        case .check: check = true; options.mode = .check
        case .prune: options.prune = true
        case .standardOutput: standardOutput = true; options.mode = .standardOutput
        case .noRuntime: options.includeRuntime = false
        case .noManifest:
            if !options.retiredOptions.contains("--no-manifest") { options.retiredOptions.append("--no-manifest") }
        case .dumpContext: dumpContext = true; options.mode = .dumpContext
        case .quiet: quiet = true; options.verbosity = .quiet
        case .verbose: verbose = true; options.verbosity = .verbose
        case .version: version = true
        case .help: help = true
        }
    }

    /// Applies a value option; giving one twice with different values is a mistake.
    mutating func apply(_ option: ArgumentParser.ValueOption, name: String, value: String) {
        if let previous = given[option], previous != value {
            record(UsageError("option '\(name)' given twice ('\(previous)' and '\(value)')"))
            return
        }
        given[option] = value
        switch option {
        case .output:
            options.outputDirectory = value
        case .templates:
            options.templatesDirectory = value
        case .jobs:
            guard let jobs = Int(value), jobs > 0 else {
                return record(UsageError("invalid value '\(value)' for '\(name)'; expected a positive number of jobs"))
            }
            options.jobs = jobs
        case .style:
            guard let style = OutputStyle(rawValue: value) else {
                return record(Self.invalidValue(value, for: name, allowed: OutputStyle.allCases.map(\.rawValue)))
            }
            options.style = style
        case .access:
            guard let access = AccessLevel(rawValue: value) else {
                return record(Self.invalidValue(value, for: name, allowed: AccessLevel.allCases.map(\.rawValue)))
            }
            options.access = access
        }
    }

    /// `invalid value 'x' for '--style'; expected one of: callbacks, observation, combine`.
    static func invalidValue(_ value: String, for name: String, allowed: [String]) -> UsageError {
        UsageError("invalid value '\(value)' for '\(name)'; expected one of: \(allowed.joined(separator: ", "))")
    }
}
