import ObsgenCore

/// A problem of the run that is not about the content of an input: a file that cannot be
/// read or written. Printed as `obsgen: error: <message>`, exit status 1.
public struct RunError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message, e.g. `cannot read 'x.obs': No such file or directory`.
    public var message: String

    /// Makes a run error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// Reads the inputs and the template overrides of a run. Bytes are not decoded here: the
/// core reports invalid UTF-8 with a position.
enum InputReader {
    /// The display name of standard input.
    static let standardInputName = "stdin"

    /// Reads every input in order; `-` reads standard input. The files are read first, on
    /// up to `jobs` threads when there are many (`nil`: one per core); the first error in
    /// input order is the one thrown, as when they are read one after the other.
    static func readSources(_ paths: [String], io: CommandIO, jobs: Int? = nil) throws(RunError) -> [SourceFile] {
        let workers = ParallelOutput.workerCount(jobs: jobs, files: paths.count)
        let read = WorkerThreads.map(paths.count, workers: workers) { paths[$0] == "-" ? nil : readFile(paths[$0]) }
        var sources: [SourceFile] = []
        sources.reserveCapacity(paths.count)
        for (index, path) in paths.enumerated() {
            guard let result = read[index] else {
                do {
                    sources.append(SourceFile(path: standardInputName, bytes: try io.readStandardInput()))
                } catch {
                    throw RunError("cannot read standard input: \((error as? FileError)?.reason ?? "\(error)")")
                }
                continue
            }
            sources.append(SourceFile(path: path, bytes: try result.get(), locationPath: LocationPath.of(path)))
        }
        return sources
    }

    /// The bytes of one input file, or why it cannot be read.
    private static func readFile(_ path: String) -> Result<[UInt8], RunError> {
        let bytes: [UInt8]
        do {
            // One byte over the limit is enough for the parser to report the size error;
            // reading stops there, so a huge file or `/dev/zero` cannot exhaust memory.
            bytes = try POSIXFile.readAll(path: path, limit: Limits.maxFileSize + 1)
        } catch {
            return .failure(RunError("cannot read '\(path)': \(error.reason)"))
        }
        if bytes.count > Limits.maxFileSize, POSIXFile.regularFileSize(path) != bytes.count {
            let size = POSIXFile.regularFileSize(path).map { "\($0) bytes" } ?? "more than \(Limits.maxFileSize) bytes"
            return .failure(RunError("cannot read '\(path)': file too large: \(size) (limit 16 MiB)"))
        }
        return .success(bytes)
    }

    /// Every `*.mustache` file directly inside `directory` (not hidden, not in subfolders),
    /// keyed by file name without the extension.
    static func readTemplates(in directory: String) throws(RunError) -> [String: String] {
        let failure = { (reason: String) in RunError("cannot read templates folder '\(directory)': \(reason)") }
        let kind: FileKind
        do { kind = try POSIXFile.resolvedKind(of: directory) } catch { throw failure(error.reason) }
        guard kind == .directory else {
            throw failure(kind == .missing ? "No such file or directory" : "Not a directory")
        }
        let names: [String]
        do { names = try POSIXFile.directoryEntries(directory) } catch { throw failure(error.reason) }
        var templates: [String: String] = [:]
        for name in names.sorted() where name.hasSuffix(".mustache") && !name.hasPrefix(".") {
            let key = String(name.dropLast(".mustache".count))
            let path = PathNames.join(directory, name)
            guard (try? POSIXFile.resolvedKind(of: path)) == .regular else { continue }
            let bytes: [UInt8]
            do {
                bytes = try POSIXFile.readAll(path: path)
            } catch {
                throw RunError("cannot read template '\(path)': \(error.reason)")
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw RunError("cannot read template '\(path)': it is not valid UTF-8")
            }
            templates[key] = text
        }
        return templates
    }
}
