#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `lstat` says about a regular file that changes whenever the file is replaced or
/// written: device, inode, size, modification and status-change times (nanoseconds).
/// A rename or a write gives a file a new identity; nobody can set the status-change time.
struct FileIdentity: Equatable {
    /// `st_dev`.
    var device: UInt64
    /// `st_ino`.
    var inode: UInt64
    /// `st_size`.
    var size: Int64
    /// `st_mtime` in nanoseconds since the epoch.
    var modified: Int64
    /// `st_ctime` in nanoseconds since the epoch.
    var changed: Int64

    /// The identity of the regular file at `path` (never following a link), or `nil` for
    /// anything else or an error.
    static func of(regularFile path: String) -> FileIdentity? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & 0o170000 == 0o100000 else { return nil }
        return FileIdentity(info)
    }

    /// The identity of whatever `path` resolves to (following links), or `nil`.
    static func of(resolving path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(info)
    }

    /// The identity from a `stat` result.
    init(_ info: stat) {
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = Int64(info.st_size)
        self.modified = Int64(modified.tv_sec) &* 1_000_000_000 &+ Int64(modified.tv_nsec)
        self.changed = Int64(changed.tv_sec) &* 1_000_000_000 &+ Int64(changed.tv_nsec)
    }

    /// An identity from its fields.
    init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// The identity of the running executable (`/proc/self/exe` on Linux, the image path on
    /// Darwin), so that a rebuilt obsgen of the same version never trusts an old manifest;
    /// `nil` when it cannot be found.
    static func ofExecutable() -> FileIdentity? {
        #if canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return of(resolving: String(cString: buffer))
        #else
        return of(resolving: "/proc/self/exe")
        #endif
    }
}
