import Foundation

/// How a scenario process ended.
struct ScenarioRun {
    /// Its exit status, or the signal that ended it (`terminatedBySignal`); nil when it did
    /// not end within the timeout (it was then killed).
    var status: Int32?
    var terminatedBySignal: Bool
    var output: String
    var error: String
}

/// The scenario runner built next to the test bundle (`.build/debug/<name>`).
func scenarioExecutable(named name: String) -> URL? {
    var folders: [URL] = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        .map { $0.deletingLastPathComponent() }
    folders.append(Bundle.main.bundleURL)
    folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
    return folders.map { $0.appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// Runs `executable` with `arguments` and waits at most `seconds`: a process still running
/// then (a deadlock) is killed and reported with a nil status, so a regression fails the test
/// instead of hanging the suite. Its output goes to files (a pipe nobody reads could block it).
func runScenario(_ executable: URL, _ arguments: [String], timeout seconds: Double = 30) throws -> ScenarioRun {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("obsgen-scenario-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputFile = folder.appendingPathComponent("stdout"), errorFile = folder.appendingPathComponent("stderr")
    try Data().write(to: outputFile)
    try Data().write(to: errorFile)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    // A trap is expected in some scenarios: no backtrace (it takes seconds), just the message.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    let finished = ended.wait(timeout: .now() + seconds) == .success
    if !finished {
        kill(process.processIdentifier, SIGKILL)
        ended.wait()
    }
    return ScenarioRun(
        status: finished ? process.terminationStatus : nil,
        terminatedBySignal: finished && process.terminationReason == .uncaughtSignal,
        output: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
        error: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
}
