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
/// instead of hanging the suite.
func runScenario(_ executable: URL, _ arguments: [String], timeout seconds: Double = 30) throws -> ScenarioRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    // A trap is expected in some scenarios: no backtrace (it takes seconds), just the message.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let stdout = Pipe(), stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    // Read while it runs, so that a full pipe never blocks it.
    let output = Box(Data()), error = Box(Data())
    let reading = DispatchGroup()
    for (pipe, box) in [(stdout, output), (stderr, error)] {
        DispatchQueue.global().async(group: reading) { box.value = pipe.fileHandleForReading.readDataToEndOfFile() }
    }
    let finished = ended.wait(timeout: .now() + seconds) == .success
    if !finished {
        kill(process.processIdentifier, SIGKILL)
        ended.wait()
    }
    reading.wait()
    return ScenarioRun(
        status: finished ? process.terminationStatus : nil,
        terminatedBySignal: finished && process.terminationReason == .uncaughtSignal,
        output: String(decoding: output.value, as: UTF8.self),
        error: String(decoding: error.value, as: UTF8.self))
}

/// A value written by one thread and read by another.
final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
