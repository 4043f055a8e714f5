import ObsgenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process streams the command talks to. The real tool uses `StandardIO`; tests pass a
/// `CapturedIO` and read back what was printed.
public protocol CommandIO: AnyObject {
    /// Writes text to standard output, as is (no newline is added).
    func writeOutput(_ text: String)
    /// Writes text to standard error, as is (no newline is added).
    func writeError(_ text: String)
    /// Reads standard input to its end, as raw bytes.
    func readStandardInput() throws -> [UInt8]
    /// Whether standard error is a terminal (color is only ever used when it is).
    var standardErrorIsTerminal: Bool { get }
}

/// The process's real standard input, output and error.
public final class StandardIO: CommandIO {
    /// Makes the real streams.
    public init() {}

    /// Writes to file descriptor 1.
    public func writeOutput(_ text: String) {
        POSIXFile.writeAll(descriptor: 1, text)
    }

    /// Writes to file descriptor 2.
    public func writeError(_ text: String) {
        POSIXFile.writeAll(descriptor: 2, text)
    }

    /// Reads file descriptor 0 to its end.
    public func readStandardInput() throws -> [UInt8] {
        // Stops one byte over the file-size limit: the parser reports it, and an endless
        // pipe cannot exhaust memory.
        try POSIXFile.readAll(descriptor: 0, limit: Limits.maxFileSize + 1)
    }

    /// `isatty(2)`.
    public var standardErrorIsTerminal: Bool {
        isatty(2) == 1
    }
}

/// In-memory streams for tests: standard input is given up front, output and error are
/// collected as text.
public final class CapturedIO: CommandIO {
    /// Everything written to standard output so far.
    public private(set) var output = ""
    /// Everything written to standard error so far.
    public private(set) var error = ""
    /// The bytes standard input yields.
    public var input: [UInt8]
    /// What `standardErrorIsTerminal` reports.
    public var standardErrorIsTerminal: Bool

    /// Makes captured streams with the given standard input and terminal flag.
    public init(input: [UInt8] = [], standardErrorIsTerminal: Bool = false) {
        self.input = input
        self.standardErrorIsTerminal = standardErrorIsTerminal
    }

    /// Appends to `output`.
    public func writeOutput(_ text: String) {
        output += text
    }

    /// Appends to `error`.
    public func writeError(_ text: String) {
        error += text
    }

    /// Returns `input`.
    public func readStandardInput() throws -> [UInt8] {
        input
    }
}
