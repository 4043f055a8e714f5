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
    /// The output folder, as given on the command line.
    let directory: String
    /// One report per file so far, in order.
    private(set) var reports: [FileReport] = []
    /// The name of every file so far, in order (what `--prune` keeps).
    private(set) var fileNames: [String] = []
    /// Files staged and not yet renamed.
    private var staged: [StagedFile] = []
    /// Names claimed so far, for the clash checks.
    private var seen = OutputNames()
    /// Folders this session created (outermost first), removed again by `discard`.
    private var createdFolders: [String] = []
    /// Whether the folder exists (it is made with the first file).
    private var folderReady = false
    /// Temporary names.
    private var names = TemporaryNames()

    /// A session writing into `directory`; nothing is touched until the first file.
    init(directory: String) {
        self.directory = directory
    }

    /// Checks one file and stages it when it differs from what is on disk. On an error the
    /// caller must `discard`.
    mutating func add(_ file: GeneratedFile) throws(RunError) {
        try seen.claim(file.name)
        try prepareFolder()
        adopt(file.name, staged: try Self.stage(file, in: directory, names: &names))
    }

    /// Compares one file with what is on disk and, when it differs, stages it; the staged
    /// file, or `nil` when it is unchanged. The name must have been checked. Safe to call
    /// from several threads for different files.
    static func stage(_ file: GeneratedFile, in directory: String, names: inout TemporaryNames) throws(RunError) -> StagedFile? {
        let path = PathNames.join(directory, file.name)
        let state = try OutputWriter(directory: directory).state(of: path, comparedWith: file.utf8)
        if state == .unchanged { return nil }
        do {
            // A missing file has no permissions to keep: no second `lstat`.
            let permissions: mode_t?? = state == .missing ? .some(nil) : nil
            return try AtomicFile.stage(file.utf8, named: file.name, in: directory, names: &names, permissions: permissions)
        } catch {
            throw RunError("cannot write '\(path)': \(error.reason)")
        }
    }

    /// Records a file compared (and staged when `staged` is set) by `stage`, as the next one.
    mutating func adopt(_ name: String, staged file: StagedFile?) {
        fileNames.append(name)
        reports.append(FileReport(file == nil ? .unchanged : .wrote, PathNames.join(directory, name)))
        if let file { staged.append(file) }
    }

    /// Checks every name of a run up front (for files staged out of order, by several
    /// threads); false when one is refused or two clash, leaving the session untouched, so
    /// that `add` can report the problem in its place in the run.
    mutating func claim(_ fileNames: [String]) -> Bool {
        var claimed = seen
        for name in fileNames {
            do { try claimed.claim(name) } catch { return false }
        }
        seen = claimed
        return true
    }

    /// Creates the output folder (and its parents) unless done already; `discard` removes
    /// what it created.
    mutating func prepareFolder() throws(RunError) {
        guard !folderReady else { return }
        do {
            try POSIXFile.makeDirectories(directory, created: &createdFolders)
        } catch {
            throw RunError("cannot create output folder '\(directory)': \(error.reason)")
        }
        folderReady = true
    }

    /// Removes every staged file and the folders this session created (when empty).
    mutating func discard() {
        staged.forEach(AtomicFile.discard)
        staged = []
        for folder in createdFolders.reversed() { POSIXFile.removeEmptyDirectory(folder) }
        createdFolders = []
    }

    /// Renames every staged file into place, then deletes stale generated files when `prune`
    /// is set, and the manifest an older obsgen left (`Pruner.removeRetiredManifest`);
    /// returns every file's report in order, then every deletion.
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
            for name in try Pruner.staleFiles(in: directory, producing: fileNames) {
                let path = PathNames.join(directory, name)
                try Pruner.delete(path)
                reports.append(FileReport(.deleted, path))
            }
        }
        if let path = Pruner.removeRetiredManifest(in: directory) { reports.append(FileReport(.deleted, path)) }
        return reports
    }
}
