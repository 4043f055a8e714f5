#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ObsgenCore

/// `OutputWriter.write` for files that arrive one at a time (`Generator.stream`): each file
/// is checked and, when it differs, staged under a temporary name as soon as it arrives, so
/// only one file's bytes are held; `commit` renames every staged file into place at the end,
/// `discard` removes them (and any folder the session created), leaving the folder as it was.
/// Same rules as `write`: names that would leave the folder or clash are refused, a file
/// whose content is unchanged is not touched, a folder in the way is an error.
struct OutputSession {
    /// A file of the run, as the manifest records it.
    struct Written {
        /// The file name.
        var name: String
        /// The number of bytes.
        var size: Int
        /// `StableHash` of the bytes.
        var contentHash: UInt64
    }

    /// The output folder, as given on the command line.
    let directory: String
    /// Whether to hash each file's bytes for the manifest.
    let hashesContents: Bool
    /// One report per file so far, in order.
    private(set) var reports: [FileReport] = []
    /// Every file so far, in order.
    private(set) var written: [Written] = []
    /// Files staged and not yet renamed.
    private var staged: [StagedFile] = []
    /// Names seen so far, lowercased, for the clash checks.
    private var seen: [String: String] = [:]
    /// Folders this session created (outermost first), removed again by `discard`.
    private var createdFolders: [String] = []
    /// Whether the folder exists (it is made with the first file).
    private var folderReady = false
    /// Temporary names.
    private var names = TemporaryNames()

    /// A session writing into `directory`; nothing is touched until the first file.
    init(directory: String, hashesContents: Bool) {
        self.directory = directory
        self.hashesContents = hashesContents
    }

    /// Checks one file and stages it when it differs from what is on disk. On an error the
    /// caller must `discard`.
    mutating func add(_ file: GeneratedFile) throws(RunError) {
        if let problem = PathNames.problem(withFileName: file.name) {
            throw RunError("refusing to write generated file '\(file.name)': \(problem)")
        }
        if let other = seen[file.name.lowercased()] {
            if other == file.name { throw RunError("two generated files are named '\(file.name)'") }
            throw RunError("generated files '\(other)' and '\(file.name)' differ only in case")
        }
        seen[file.name.lowercased()] = file.name
        if !folderReady {
            do {
                try POSIXFile.makeDirectories(directory, created: &createdFolders)
            } catch {
                throw RunError("cannot create output folder '\(directory)': \(error.reason)")
            }
            folderReady = true
        }
        let path = PathNames.join(directory, file.name)
        let state = try OutputWriter(directory: directory).state(of: path, comparedWith: file.utf8)
        written.append(Written(name: file.name, size: file.utf8.count, contentHash: hashesContents ? StableHash.of(file.utf8) : 0))
        if state == .unchanged {
            reports.append(FileReport(.unchanged, path))
            return
        }
        do {
            // A missing file has no permissions to keep: no second `lstat`.
            let permissions: mode_t?? = state == .missing ? .some(nil) : nil
            staged.append(try AtomicFile.stage(file.utf8, named: file.name, in: directory, names: &names, permissions: permissions))
            reports.append(FileReport(.wrote, path))
        } catch {
            throw RunError("cannot write '\(path)': \(error.reason)")
        }
    }

    /// Removes every staged file and the folders this session created (when empty).
    mutating func discard() {
        staged.forEach(AtomicFile.discard)
        staged = []
        for folder in createdFolders.reversed() { POSIXFile.removeEmptyDirectory(folder) }
        createdFolders = []
    }

    /// Renames every staged file into place, then deletes stale generated files when `prune`
    /// is set; returns every file's report in order, then every deletion.
    mutating func commit(prune: Bool) throws(RunError) -> [FileReport] {
        if !folderReady {
            // A run that produced no file still creates the folder, as `write` does.
            do {
                try POSIXFile.makeDirectories(directory)
            } catch {
                throw RunError("cannot create output folder '\(directory)': \(error.reason)")
            }
        }
        for (index, file) in staged.enumerated() {
            do {
                try AtomicFile.commit(file)
            } catch {
                staged[(index + 1)...].forEach(AtomicFile.discard)
                staged = []
                throw RunError("cannot write '\(file.finalPath)': \(error.reason)")
            }
        }
        staged = []
        var reports = self.reports
        if prune {
            for name in try Pruner.staleFiles(in: directory, producing: written.map(\.name)) {
                let path = PathNames.join(directory, name)
                try Pruner.delete(path)
                reports.append(FileReport(.deleted, path))
            }
        }
        return reports
    }
}
