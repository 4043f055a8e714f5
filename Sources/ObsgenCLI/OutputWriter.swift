#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ObsgenCore

/// What happened, or with `--check` what would happen, to one file of the output folder.
public enum FileOutcome: String, Sendable, Equatable {
    /// The file was created or its content replaced.
    case wrote
    /// The file already had this content and was left alone.
    case unchanged
    /// A stale generated file was deleted (`--prune`).
    case deleted
    /// `--check`: the file does not exist.
    case missing
    /// `--check`: the file exists with other content.
    case differs
    /// `--check --prune`: a stale generated file would be deleted.
    case stale
}

/// One line of a run's report: an outcome and the file's path as shown (`DIR/name`).
public struct FileReport: Sendable, Equatable {
    /// What happened.
    public var outcome: FileOutcome
    /// The output folder as given, joined with the file name.
    public var path: String

    /// Makes a report.
    public init(_ outcome: FileOutcome, _ path: String) {
        self.outcome = outcome
        self.path = path
    }
}

/// Writes generated files into one output folder: only files whose content changed, each
/// atomically, all staged before any is renamed into place; never outside the folder.
public struct OutputWriter: Sendable {
    /// The output folder, as given on the command line.
    public var directory: String

    /// Makes a writer for a folder.
    public init(directory: String) {
        self.directory = directory
    }

    /// Rejects names that would leave the folder (`../x.swift`, `/abs.swift`, `a\b`, NUL,
    /// `.`, `..`) and names given twice (also ignoring case, which would clash on macOS).
    public static func validate(_ files: [GeneratedFile]) throws(RunError) {
        var names = OutputNames()
        for file in files { try names.claim(file.name) }
    }

    /// Writes the files that differ from the folder's content, then deletes stale generated
    /// files when `prune` is set, and the manifest an older obsgen left
    /// (`Pruner.removeRetiredManifest`). Reports every file in order, then every deletion.
    public func write(_ files: [GeneratedFile], prune: Bool) throws(RunError) -> [FileReport] {
        try Self.validate(files)
        do {
            try POSIXFile.makeDirectories(directory)
        } catch {
            throw RunError("cannot create output folder '\(directory)': \(error.reason)")
        }
        // Compare everything first, so that a folder in the way stops the run before any write.
        var states: [FileOutcome] = []
        for file in files {
            states.append(try state(of: PathNames.join(directory, file.name), comparedWith: file.utf8))
        }
        var reports: [FileReport] = []
        var staged: [StagedFile] = []
        var names = TemporaryNames()
        for (file, state) in zip(files, states) {
            let path = PathNames.join(directory, file.name)
            if state == .unchanged {
                reports.append(FileReport(.unchanged, path))
                continue
            }
            do {
                // A missing file has no permissions to keep: no second `lstat`.
                let permissions: mode_t?? = state == .missing ? .some(nil) : nil
                staged.append(try AtomicFile.stage(file.utf8, named: file.name, in: directory, names: &names, permissions: permissions))
                reports.append(FileReport(.wrote, path))
            } catch {
                staged.forEach(AtomicFile.discard)
                throw RunError("cannot write '\(path)': \(error.reason)")
            }
        }
        for (index, file) in staged.enumerated() {
            do {
                try AtomicFile.commit(file)
            } catch {
                staged[(index + 1)...].forEach(AtomicFile.discard)
                throw RunError("cannot write '\(file.finalPath)': \(error.reason)")
            }
        }
        if prune {
            for name in try Pruner.staleFiles(in: directory, producing: files.map(\.name)) {
                let path = PathNames.join(directory, name)
                try Pruner.delete(path)
                reports.append(FileReport(.deleted, path))
            }
        }
        if let path = Pruner.removeRetiredManifest(in: directory) { reports.append(FileReport(.deleted, path)) }
        return reports
    }

    /// What `write` would do, without writing anything: `unchanged`, `missing` or `differs`
    /// per file, then `stale` per file `prune` would delete.
    public func check(_ files: [GeneratedFile], prune: Bool) throws(RunError) -> [FileReport] {
        try Self.validate(files)
        var reports: [FileReport] = []
        for file in files {
            let path = PathNames.join(directory, file.name)
            reports.append(FileReport(try state(of: path, comparedWith: file.utf8), path))
        }
        if prune {
            for name in try Pruner.staleFiles(in: directory, producing: files.map(\.name)) {
                reports.append(FileReport(.stale, PathNames.join(directory, name)))
            }
        }
        return reports
    }

    /// `unchanged` when `path` is a regular file (not a link) holding exactly `bytes`,
    /// `missing` when nothing is there, `differs` otherwise; a folder in the way is an error.
    func state(of path: String, comparedWith bytes: [UInt8]) throws(RunError) -> FileOutcome {
        let kind: FileKind
        do {
            kind = try POSIXFile.kind(of: path)
        } catch {
            throw RunError("cannot read '\(path)': \(error.reason)")
        }
        switch kind {
        case .missing:
            return .missing
        case .directory:
            throw RunError("cannot write '\(path)': a folder is in the way")
        case .regular:
            return POSIXFile.readRegularFileNoFollow(path: path) == bytes ? .unchanged : .differs
        case .symbolicLink, .other:
            return .differs
        }
    }
}
