import ObsgenCore

/// A writing run's files rendered, compared and staged by several worker threads
/// (`--jobs`), then taken into the `OutputSession` in output order, so that the files, the
/// reports and the diagnostics are exactly those of the serial run.
///
/// The workers take the files in output order from a shared `WorkQueue` (a worker slowed
/// down by other work on the machine takes fewer), each with its own rendering state
/// (`GenerationPlan.render` makes a renderer per file) and its own temporary names. The
/// first error stops the queue. Every file taken is handled, and the queue hands files out
/// in order, so every file before the first error in output order has been handled when the
/// workers are done, which is all the serial run would have handled: that error is the one
/// reported, and every staged file (also those after it) is discarded.
enum ParallelOutput {
    /// Fewer files than this per worker are not worth a thread when `--jobs` is not given.
    /// Measured on 2 cores (benchmark schema, idle machine, median of 21): with 5 to 33
    /// files, `--jobs 1` and `--jobs 2` take the same wall time to the millisecond
    /// (4 / 4 / 5 / 7 ms); with 101 files two threads win (14 -> 12 ms). So few files stay
    /// serial (no thread to start) at no measurable cost.
    static let minimumFilesPerWorker = 8

    /// How many workers to use for `files` files: `jobs` when given (at most one per file),
    /// otherwise one per online processor while each gets `minimumFilesPerWorker` files.
    /// 1 means serial.
    static func workerCount(jobs: Int?, files: Int, processors: Int = WorkerThreads.onlineProcessors) -> Int {
        guard let jobs else { return max(1, min(processors, files / minimumFilesPerWorker)) }
        return max(1, min(jobs, files))
    }

    /// What a worker did with one file.
    enum Outcome: Sendable {
        /// Compared (`staged == nil`: unchanged) and staged.
        case done(name: String, staged: StagedFile?)
        /// Rendering failed: the run's only diagnostic.
        case templateError(TemplateError)
        /// Comparing or staging failed.
        case failed(RunError)
    }

    /// Renders and stages every file of `plan` into `session` using `workers` threads;
    /// returns the run's diagnostics. The session must have claimed the file names and
    /// prepared the folder. On a thrown error or an error diagnostic the caller must
    /// `discard` the session, as after `Generator.stream`; files staged past the first
    /// error are discarded here.
    static func write(_ plan: GenerationPlan, into session: inout OutputSession, workers: Int) throws(RunError) -> [Diagnostic] {
        let directory = session.directory
        let count = plan.fileNames.count
        let queue = WorkQueue(count: count)
        let handled = WorkerThreads.run(workers) { _ in
            work(plan, queue: queue, directory: directory)
        }
        var outcomes = [Outcome?](repeating: nil, count: count)
        for results in handled {
            for (index, outcome) in results { outcomes[index] = outcome }
        }
        for index in 0..<count {
            switch outcomes[index] {
            case .done(let name, let staged):
                session.adopt(name, staged: staged)
            case .templateError(let error):
                discardStaged(outcomes[(index + 1)...])
                return [GenerationPlan.diagnostic(for: error)]
            case .failed(let error):
                discardStaged(outcomes[(index + 1)...])
                throw error
            case nil:
                // Unreachable: files are taken in order, and every file taken is handled.
                preconditionFailure("file \(index) was not handled")
            }
        }
        return plan.diagnostics
    }

    /// One worker: renders, compares and stages the files it takes from `queue`, until none
    /// is left or a file fails (which stops the queue for every worker).
    static func work(_ plan: GenerationPlan, queue: WorkQueue, directory: String) -> [(Int, Outcome)] {
        var names = TemporaryNames()
        var results: [(Int, Outcome)] = []
        var lastSize = 0
        while let index = queue.take() {
            let outcome: Outcome
            do {
                let file = try plan.render(fileAt: index, capacityHint: lastSize + lastSize / 8)
                lastSize = file.utf8.count
                do {
                    let staged = try OutputSession.stage(file, in: directory, names: &names)
                    outcome = .done(name: file.name, staged: staged)
                } catch {
                    outcome = .failed(error)
                }
            } catch {
                outcome = .templateError(error)
            }
            results.append((index, outcome))
            if case .done = outcome { continue }
            queue.stop()
            break
        }
        return results
    }

    /// Removes the staged files among `outcomes`.
    private static func discardStaged(_ outcomes: ArraySlice<Outcome?>) {
        for case .done(_, let staged?)? in outcomes { AtomicFile.discard(staged) }
    }

    /// `Parser.parse` of each source, in order, on `workers` threads (the inputs are
    /// independent until the checks, which need them all).
    static func parse(_ sources: [SourceFile], workers: Int) -> [ParseResult] {
        WorkerThreads.map(sources.count, workers: workers) { Parser.parse(sources[$0]) }
    }
}
