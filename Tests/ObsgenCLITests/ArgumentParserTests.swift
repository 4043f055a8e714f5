import ObsgenCLI
import ObsgenCore
import Testing

/// Parses and expects a run; records an issue otherwise.
private func options(_ arguments: [String]) throws -> CommandOptions {
    guard case .run(let options) = try ArgumentParser.parse(arguments) else {
        Issue.record("expected a run for \(arguments)")
        return CommandOptions()
    }
    return options
}

/// The message of the usage error the arguments give, or `nil`.
private func usageError(_ arguments: [String]) -> String? {
    do {
        _ = try ArgumentParser.parse(arguments)
        return nil
    } catch {
        return error.message
    }
}

@Suite("Argument parsing")
struct ArgumentParserTests {
    @Test func defaults() throws {
        let parsed = try options(["models.obs", "-o", "Gen"])
        #expect(parsed.inputs == ["models.obs"])
        #expect(parsed.outputDirectory == "Gen")
        #expect(parsed.style == .callbacks)
        #expect(parsed.access == .internal)
        #expect(parsed.mode == .write)
        #expect(parsed.prune == false)
        #expect(parsed.includeRuntime == true)
        #expect(parsed.templatesDirectory == nil)
        #expect(parsed.verbosity == .normal)
        #expect(parsed.retiredOptions == [])
    }

    @Test func theRetiredNoManifestIsAcceptedOnceAndChangesNoOption() throws {
        let parsed = try options(["--no-manifest", "models.obs", "-o", "Gen", "--no-manifest"])
        #expect(parsed.retiredOptions == ["--no-manifest"])
        var plain = try options(["models.obs", "-o", "Gen"])
        plain.retiredOptions = ["--no-manifest"]
        #expect(parsed == plain)
        #expect(usageError(["--no-manifest=yes", "models.obs", "-o", "Gen"]) == "option '--no-manifest' does not take a value")
    }

    @Test func everyOptionInSeparateForm() throws {
        let parsed = try options([
            "a.obs", "--output", "Gen", "--style", "combine", "--access", "public", "--prune",
            "--no-runtime", "--templates", "T", "-v", "b.obs",
        ])
        #expect(parsed.inputs == ["a.obs", "b.obs"])
        #expect(parsed.outputDirectory == "Gen")
        #expect(parsed.style == .combine)
        #expect(parsed.access == .public)
        #expect(parsed.prune)
        #expect(!parsed.includeRuntime)
        #expect(parsed.templatesDirectory == "T")
        #expect(parsed.verbosity == .verbose)
        #expect(parsed.generatorOptions == GeneratorOptions(style: .combine, access: .public, includeRuntime: false))
    }

    @Test func equalsForms() throws {
        let parsed = try options(["--output=Gen", "--style=observation", "--access=package", "--templates=T", "a.obs"])
        #expect(parsed.outputDirectory == "Gen")
        #expect(parsed.style == .observation)
        #expect(parsed.access == .package)
        #expect(parsed.templatesDirectory == "T")
        #expect(try options(["--output=-odd", "a.obs"]).outputDirectory == "-odd")
        #expect(try options(["--output=a=b", "a.obs"]).outputDirectory == "a=b")
    }

    @Test func modesAndVerbosity() throws {
        #expect(try options(["a.obs", "-o", "G", "--check"]).mode == .check)
        #expect(try options(["a.obs", "-o", "G", "--check", "--prune"]).prune)
        #expect(try options(["a.obs", "--stdout"]).mode == .standardOutput)
        #expect(try options(["a.obs", "--stdout", "-o", "G"]).mode == .standardOutput)
        #expect(try options(["a.obs", "--dump-context"]).mode == .dumpContext)
        #expect(try options(["a.obs", "-o", "G", "-q"]).verbosity == .quiet)
        #expect(try options(["a.obs", "-o", "G", "--quiet"]).verbosity == .quiet)
        #expect(try options(["a.obs", "-o", "G", "--verbose"]).verbosity == .verbose)
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try options(["-o", "G", "--", "--check", "-v", "-"])
        #expect(parsed.inputs == ["--check", "-v", "-"])
        #expect(parsed.mode == .write)
        #expect(parsed.verbosity == .normal)
    }

    @Test func dashIsStandardInput() throws {
        #expect(try options(["-", "-o", "G"]).inputs == ["-"])
        #expect(usageError(["-", "a.obs", "-", "-o", "G"]) == "standard input ('-') can be given only once")
    }

    @Test func helpAndVersionWinOverEverything() throws {
        #expect(try ArgumentParser.parse(["-h"]) == .help)
        #expect(try ArgumentParser.parse(["--help"]) == .help)
        #expect(try ArgumentParser.parse(["--bogus", "--help"]) == .help)
        #expect(try ArgumentParser.parse(["--version"]) == .version)
        #expect(try ArgumentParser.parse(["--version", "--help"]) == .help)
        #expect(try ArgumentParser.parse(["a.obs", "--version"]) == .version)
    }

    @Test func unknownOptionsSuggestTheClosest() {
        #expect(usageError(["--prnue", "a.obs", "-o", "G"]) == "unknown option '--prnue'; did you mean '--prune'?")
        #expect(usageError(["--chek", "a.obs", "-o", "G"]) == "unknown option '--chek'; did you mean '--check'?")
        #expect(usageError(["-prune", "a.obs", "-o", "G"]) == "unknown option '-prune'; did you mean '--prune'?")
        #expect(usageError(["--out", "G", "a.obs"]) == "unknown option '--out'; did you mean '--output'?")
        #expect(usageError(["--dump", "a.obs"]) == "unknown option '--dump'; did you mean '--dump-context'?")
        #expect(usageError(["--verbos=1", "a.obs"]) == "unknown option '--verbos'; did you mean '--verbose'?")
        #expect(usageError(["--frobnicate", "a.obs", "-o", "G"]) == "unknown option '--frobnicate'")
        #expect(usageError(["-x", "a.obs", "-o", "G"]) == "unknown option '-x'")
    }

    @Test func missingValues() {
        #expect(usageError(["a.obs", "-o"]) == "option '-o' needs a value")
        #expect(usageError(["a.obs", "--output"]) == "option '--output' needs a value")
        #expect(usageError(["a.obs", "--output="]) == "option '--output' needs a value")
        #expect(usageError(["a.obs", "-o", "--check"]) == "option '-o' needs a value")
        #expect(usageError(["a.obs", "-o", "G", "--style"]) == "option '--style' needs a value")
        #expect(usageError(["a.obs", "-o", "G", "--templates"]) == "option '--templates' needs a value")
    }

    @Test func badEnumValuesListTheAllowedOnes() {
        #expect(usageError(["a.obs", "-o", "G", "--style", "swiftui"])
            == "invalid value 'swiftui' for '--style'; expected one of: callbacks, observation, combine")
        #expect(usageError(["a.obs", "-o", "G", "--access=private"])
            == "invalid value 'private' for '--access'; expected one of: internal, public, package")
    }

    @Test func flagsTakeNoValue() {
        #expect(usageError(["a.obs", "-o", "G", "--check=yes"]) == "option '--check' does not take a value")
    }

    @Test func repeatedValueOptions() throws {
        #expect(usageError(["a.obs", "-o", "A", "--output", "B"]) == "option '--output' given twice ('A' and 'B')")
        #expect(try options(["a.obs", "-o", "A", "-o", "A"]).outputDirectory == "A")
    }

    @Test func missingInputsAndOutput() {
        #expect(usageError([]) == "no input files")
        #expect(usageError(["-o", "G"]) == "no input files")
        #expect(usageError(["a.obs"]) == "no output folder; use '-o <dir>' (or '--stdout' to print the files)")
        #expect(usageError(["a.obs", "--check"]) == "no output folder; use '-o <dir>' (or '--stdout' to print the files)")
    }

    @Test func conflictingOptions() {
        #expect(usageError(["a.obs", "-o", "G", "--check", "--stdout"]) == "'--check' and '--stdout' cannot be used together")
        #expect(usageError(["a.obs", "--stdout", "--dump-context"]) == "'--stdout' and '--dump-context' cannot be used together")
        #expect(usageError(["a.obs", "-o", "G", "--check", "--dump-context"]) == "'--check' and '--dump-context' cannot be used together")
        #expect(usageError(["a.obs", "-o", "G", "-q", "-v"]) == "'--quiet' and '--verbose' cannot be used together")
        #expect(usageError(["a.obs", "--stdout", "--prune"]) == "'--prune' cannot be used with '--stdout'")
    }

    @Test func theFirstMistakeIsReported() {
        #expect(usageError(["--bogus", "--style", "x", "a.obs"]) == "unknown option '--bogus'")
    }
}
