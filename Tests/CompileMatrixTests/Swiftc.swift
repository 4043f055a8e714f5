import Foundation

/// Finding and running the Swift compiler of the toolchain that runs the tests.
enum Swiftc {
    /// `$SWIFT_EXEC` when set, else the first `swiftc` on `PATH` (the toolchain `swift test`
    /// runs from puts its `usr/bin` there), or nil.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let fileManager = FileManager.default
        if let exec = environment["SWIFT_EXEC"], !exec.isEmpty, fileManager.isExecutableFile(atPath: exec) {
            return URL(fileURLWithPath: exec)
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The result of one compiler run.
    struct Outcome: Sendable {
        var status: Int32
        var output: String
        var seconds: Double
    }

    /// Runs `executable` with `arguments` in `directory`; standard output and error together.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let start = DispatchTime.now()
        try process.run()
        // Read to the end before waiting, so a chatty compiler cannot fill the pipe and block.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self), seconds: seconds)
    }
}

/// Runs closures over indexes with at most `width` at a time, collecting results in order.
final class BoundedPool<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var results: [Result?]
    private let count: Int

    init(count: Int) {
        self.count = count
        self.results = Array(repeating: nil, count: count)
    }

    /// Runs `work` for every index in `0..<count`, `width` workers at a time.
    func run(width: Int, _ work: @Sendable (Int) -> Result) -> [Result] {
        DispatchQueue.concurrentPerform(iterations: max(1, min(width, count))) { _ in
            while let index = take() {
                let result = work(index)
                lock.withLock { results[index] = result }
            }
        }
        return results.map { $0! }
    }

    private func take() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
