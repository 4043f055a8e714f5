#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed file-system call, with the system's reason (`No such file or directory`).
struct FileError: Error, Equatable {
    /// The reason, from `strerror`.
    var reason: String
    /// The `errno` value, or 0 when the error did not come from a system call.
    var code: Int32 = 0

    /// The reason for the current `errno`.
    static func fromErrno() -> FileError {
        let code = errno
        return FileError(reason: String(cString: strerror(code)), code: code)
    }

    /// Whether the call failed because the path already exists.
    var alreadyExists: Bool { code == EEXIST }
}

/// What a path names, without following a final symbolic link.
enum FileKind: Equatable {
    /// Nothing is there.
    case missing
    /// A regular file.
    case regular
    /// A directory.
    case directory
    /// A symbolic link (never followed by the writer or the pruner).
    case symbolicLink
    /// A FIFO, socket or device.
    case other
}

/// Thin wrappers over the POSIX calls the writer needs, reporting `strerror` reasons.
enum POSIXFile {
    private static let typeMask: mode_t = 0o170000
    private static let regularType: mode_t = 0o100000
    private static let directoryType: mode_t = 0o040000
    private static let linkType: mode_t = 0o120000

    /// The kind of `path` (`lstat`), or an error other than "does not exist".
    static func kind(of path: String) throws(FileError) -> FileKind {
        var info = stat()
        if lstat(path, &info) != 0 {
            if errno == ENOENT || errno == ENOTDIR { return .missing }
            throw .fromErrno()
        }
        switch info.st_mode & typeMask {
        case regularType: return .regular
        case directoryType: return .directory
        case linkType: return .symbolicLink
        default: return .other
        }
    }

    /// The kind of `path`, following symbolic links (`stat`).
    static func resolvedKind(of path: String) throws(FileError) -> FileKind {
        var info = stat()
        if stat(path, &info) != 0 {
            if errno == ENOENT { return .missing }
            throw .fromErrno()
        }
        switch info.st_mode & typeMask {
        case regularType: return .regular
        case directoryType: return .directory
        default: return .other
        }
    }

    /// The permission bits of a regular file, or `nil` when it is missing.
    static func permissions(of path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & typeMask == regularType else { return nil }
        return info.st_mode & 0o7777
    }

    /// Every byte of the file at `path` (following links: inputs and templates may be links).
    static func readAll(path: String, limit: Int = .max) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .fromErrno() }
        defer { close(descriptor) }
        return try readAll(descriptor: descriptor, limit: limit)
    }

    /// The size of the regular file at `path` (following links), or nil for anything else.
    static func regularFileSize(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & typeMask == regularType else { return nil }
        return Int(info.st_size)
    }

    /// Reads an open descriptor to its end, or until `limit` bytes were read (so that
    /// `/dev/zero` or an endless pipe cannot exhaust memory).
    static func readAll(descriptor: Int32, limit: Int = .max) throws(FileError) -> [UInt8] {
        var result: [UInt8] = []
        let (size, regular) = bufferSize(descriptor: descriptor, limit: limit)
        var buffer = [UInt8](repeating: 0, count: size)
        while result.count < limit {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .fromErrno()
            }
            if count == 0 { return result }
            result.append(contentsOf: buffer[0..<min(count, limit - result.count)])
            // A regular file's read is short only at its end: no second read to see it.
            if regular, count < buffer.count { return result }
        }
        return result
    }

    /// The bytes of a regular file at `path`, never following a symbolic link; `nil` when
    /// the path is missing, is not a regular file or cannot be read.
    static func readRegularFileNoFollow(path: String, limit: Int = .max) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & typeMask == regularType else { return nil }
        return try? readAll(descriptor: descriptor, limit: limit)
    }

    /// The read buffer for a descriptor, and whether it is a regular file: a regular file's
    /// size plus one byte (so that one short `read` gets it all and shows its end), else
    /// 64 KiB; never above `limit` (at least 1). A fixed 64 KiB buffer, zeroed for every
    /// small input, cost more than the read.
    private static func bufferSize(descriptor: Int32, limit: Int) -> (size: Int, regular: Bool) {
        var info = stat()
        var size = 64 * 1024
        let regular = fstat(descriptor, &info) == 0 && info.st_mode & typeMask == regularType
        if regular, info.st_size >= 0, info.st_size < size {
            size = Int(info.st_size) + 1
        }
        return (max(1, min(size, limit)), regular)
    }

    /// Writes all of `bytes` to a new file that must not exist yet (`O_EXCL`).
    static func createExclusive(path: String, bytes: [UInt8], permissions: mode_t?) throws(FileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .fromErrno() }
        var failure: FileError?
        if let permissions, fchmod(descriptor, permissions) != 0 { failure = .fromErrno() }
        var written = 0
        while failure == nil, written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                failure = .fromErrno()
            } else {
                written += count
            }
        }
        if close(descriptor) != 0, failure == nil { failure = .fromErrno() }
        if let failure {
            unlink(path)
            throw failure
        }
    }

    /// Atomically replaces `destination` with `source` (`rename`).
    static func rename(_ source: String, to destination: String) throws(FileError) {
        #if canImport(Darwin)
        let status = Darwin.rename(source, destination)
        #elseif canImport(Glibc)
        let status = Glibc.rename(source, destination)
        #else
        let status = Musl.rename(source, destination)
        #endif
        if status != 0 { throw .fromErrno() }
    }

    /// Removes an empty folder (`rmdir`), ignoring failures.
    static func removeEmptyDirectory(_ path: String) {
        rmdir(path)
    }

    /// Removes a file or link (`unlink`); never follows a link.
    static func remove(_ path: String) throws(FileError) {
        if unlink(path) != 0 { throw .fromErrno() }
    }

    /// Creates a directory and any missing parents (`mkdir -p`).
    static func makeDirectories(_ path: String) throws(FileError) {
        var created: [String] = []
        try makeDirectories(path, created: &created)
    }

    /// `makeDirectories`, appending each folder it created to `created` (outermost first).
    static func makeDirectories(_ path: String, created: inout [String]) throws(FileError) {
        switch try resolvedKind(of: path) {
        case .directory: return
        case .missing: break
        default: throw FileError(reason: "Not a directory")
        }
        let parent = PathNames.parent(of: path)
        if !parent.isEmpty, parent != path { try makeDirectories(parent, created: &created) }
        if mkdir(path, 0o777) != 0 {
            if errno != EEXIST { throw .fromErrno() }
        } else {
            created.append(path)
        }
        guard try resolvedKind(of: path) == .directory else { throw FileError(reason: "Not a directory") }
    }

    /// The names in a directory (without `.` and `..`), in no particular order.
    static func directoryEntries(_ path: String) throws(FileError) -> [String] {
        guard let directory = opendir(path) else { throw .fromErrno() }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
