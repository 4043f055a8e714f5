import ObsgenCore

/// The exit statuses of `obsgen`.
public enum ExitStatus: Int32, Sendable {
    /// Success.
    case success = 0
    /// Errors in the input, a file that could not be read or written, or `--check` found a
    /// difference.
    case failure = 1
    /// A usage error: unknown option, missing or invalid value.
    case usage = 2
}

/// The `obsgen` command: parses arguments, reads inputs, runs the pipeline, writes files.
public enum CommandLineTool {
    /// Runs the command with the process's real streams and environment; returns the exit
    /// status.
    public static func main(arguments: [String]) -> Int32 {
        run(arguments: arguments, environment: POSIXFile.environment(), io: StandardIO()).rawValue
    }

    /// Runs the command: `arguments` without the program name, the environment (for
    /// `NO_COLOR`), the streams, and the core calls (the real ones unless a test passes
    /// others). Relative paths are relative to the process's current directory.
    public static func run(
        arguments: [String],
        environment: [String: String],
        io: CommandIO,
        pipeline: GeneratorPipeline = .standard
    ) -> ExitStatus {
        let color = Console.wantsColor(io: io, environment: environment)
        let command: ParsedCommand
        do {
            command = try ArgumentParser.parse(arguments)
        } catch {
            Console(io: io, color: color, verbosity: .normal).error(error.message)
            io.writeError(HelpText.usageHint)
            return .usage
        }
        switch command {
        case .help:
            io.writeOutput(HelpText.usage)
            return .success
        case .version:
            io.writeOutput(HelpText.version)
            return .success
        case .run(let options):
            let console = Console(io: io, color: color, verbosity: options.verbosity)
            for option in options.retiredOptions {
                console.warning("'\(option)' has no effect (obsgen keeps no manifest any more); it can be removed")
            }
            do {
                return try Run(options: options, console: console, pipeline: pipeline).perform()
            } catch {
                console.error(error.message)
                return .failure
            }
        }
    }
}

/// One generating run, once the command line is understood.
struct Run {
    var options: CommandOptions
    var console: Console
    var pipeline: GeneratorPipeline

    /// Reads, generates, and writes, checks or prints.
    func perform() throws(RunError) -> ExitStatus {
        var generatorOptions = options.generatorOptions
        if let directory = options.templatesDirectory {
            generatorOptions.templateOverrides = try InputReader.readTemplates(in: directory)
            if generatorOptions.templateOverrides.isEmpty {
                console.warning("no '*.mustache' templates in '\(directory)'; using the built-in ones")
            }
            // Strict templates: a misspelt key is an error now, not an empty string later.
            // (`--dump-context` renders nothing, so it works with templates being written;
            // the built-in templates alone are checked by a test, not on every run.)
            if options.mode != .dumpContext, !generatorOptions.templateOverrides.isEmpty {
                let problems = TemplateCheck.diagnostics(options: generatorOptions, directory: directory)
                if !problems.isEmpty {
                    console.print(problems)
                    return failed(problems)
                }
            }
        }
        let sources = try InputReader.readSources(options.inputs, io: console.io, jobs: options.jobs)

        if options.mode == .dumpContext {
            let (context, diagnostics) = pipeline.context(sources, generatorOptions)
            console.print(diagnostics)
            guard !diagnostics.hasErrors else { return failed(diagnostics) }
            console.io.writeOutput((context ?? .null).serialized(pretty: true) + "\n")
            return .success
        }

        if options.mode == .write, let plan = pipeline.plan {
            return try streamAndWrite { session throws(RunError) in
                let workers = ParallelOutput.workerCount(jobs: options.jobs, files: sources.count)
                return try write(plan(sources, generatorOptions, workers), into: &session)
            }
        }

        let result = pipeline.generate(sources, generatorOptions)
        console.print(result.diagnostics)
        guard result.succeeded else { return failed(result.diagnostics) }
        try OutputWriter.validate(result.files)

        switch options.mode {
        case .standardOutput, .dumpContext:
            for file in result.files {
                let contents = file.contents.isEmpty || file.contents.hasSuffix("\n") ? file.contents : file.contents + "\n"
                console.io.writeOutput("// file: \(file.name)\n" + contents)
            }
            return .success
        case .check:
            return try check(result.files)
        case .write:
            let writer = OutputWriter(directory: options.outputDirectory ?? ".")
            for report in try writer.write(result.files, prune: options.prune) {
                console.verbose("\(report.outcome.rawValue) \(report.path)")
            }
            return .success
        }
    }

    /// A writing run with a streaming pipeline: each file is checked and staged as it is
    /// rendered (one file in memory at a time); nothing is renamed into place unless every
    /// file was produced without error.
    /// `produce` adds the files to the session and returns the run's diagnostics.
    func streamAndWrite(produce: (inout OutputSession) throws(RunError) -> [Diagnostic]) throws(RunError) -> ExitStatus {
        var session = OutputSession(directory: options.outputDirectory ?? ".")
        let diagnostics: [Diagnostic]
        do {
            diagnostics = try produce(&session)
        } catch {
            session.discard()
            throw error
        }
        console.print(diagnostics)
        guard !diagnostics.hasErrors else {
            session.discard()
            return failed(diagnostics)
        }
        for report in try session.commit(prune: options.prune) {
            console.verbose("\(report.outcome.rawValue) \(report.path)")
        }
        return .success
    }

    /// Renders the files of `plan` into the session: on `--jobs` worker threads (see
    /// `ParallelOutput`) when there are enough files, else one after the other, as
    /// `Generator.stream` does. Both give the same files, reports and diagnostics.
    func write(_ plan: GenerationPlan, into session: inout OutputSession) throws(RunError) -> [Diagnostic] {
        guard !plan.hasErrors else { return plan.diagnostics }
        let workers = ParallelOutput.workerCount(jobs: options.jobs, files: plan.fileNames.count)
        if workers > 1 {
            // Names are checked and the folder made up front, as the workers stage files out
            // of order; if either fails, the serial run below reports it in its place.
            var parallel = session
            if parallel.claim(plan.fileNames), (try? parallel.prepareFolder()) != nil {
                session = parallel
                return try ParallelOutput.write(plan, into: &session, workers: workers)
            }
            parallel.discard()
        }
        return try plan.renderInOrder { (file) throws(RunError) in try session.add(file) }
    }

    /// `--check`: names every file that is missing, differs or is stale.
    func check(_ files: [GeneratedFile]) throws(RunError) -> ExitStatus {
        let writer = OutputWriter(directory: options.outputDirectory ?? ".")
        var outOfDate = false
        for report in try writer.check(files, prune: options.prune) {
            switch report.outcome {
            case .missing:
                console.error("'\(report.path)' is missing")
            case .differs:
                console.error("'\(report.path)' differs from what obsgen would generate")
            case .stale:
                console.error("'\(report.path)' is a stale generated file that --prune would delete")
            case .unchanged, .wrote, .deleted:
                console.verbose("up to date \(report.path)")
                continue
            }
            outOfDate = true
        }
        return outOfDate ? .failure : .success
    }

    /// Exit status 1 after input errors; with `--verbose`, a count first.
    func failed(_ diagnostics: [Diagnostic]) -> ExitStatus {
        let errors = diagnostics.filter { $0.severity == .error }.count
        console.verbose("obsgen: \(errors) error\(errors == 1 ? "" : "s"); nothing was written")
        return .failure
    }
}
