#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written under a temporary name in its final folder, waiting to be renamed into
/// place. Staging every file first and renaming them afterwards means a failure while
/// writing leaves the output folder as it was.
struct StagedFile {
    /// The temporary file: `.<name>.tmp-<pid>-<number>` in the same folder.
    var temporaryPath: String
    /// Where the file goes.
    var finalPath: String
}

/// Atomic writes: a temporary file in the same folder, then `rename`.
enum AtomicFile {
    /// Writes `bytes` to a fresh temporary file next to `name` in `directory`; keeps the
    /// permissions of the file it will replace.
    /// `names` makes the temporary names; `permissions` are the replaced file's when the
    /// caller already knows them (`.some(nil)`: there is no file to replace).
    static func stage(
        _ bytes: [UInt8], named name: String, in directory: String,
        names: inout TemporaryNames, permissions: mode_t?? = nil
    ) throws(FileError) -> StagedFile {
        let finalPath = PathNames.join(directory, name)
        let permissions = permissions ?? POSIXFile.permissions(of: finalPath)
        var attempts = 0
        while true {
            let temporaryPath = PathNames.join(directory, ".\(shortened(name)).tmp-\(names.next())")
            do {
                try POSIXFile.createExclusive(path: temporaryPath, bytes: bytes, permissions: permissions)
                return StagedFile(temporaryPath: temporaryPath, finalPath: finalPath)
            } catch where error.alreadyExists && attempts < 16 {
                attempts += 1
            }
        }
    }

    /// Renames the temporary file over the final one.
    static func commit(_ file: StagedFile) throws(FileError) {
        do {
            try POSIXFile.rename(file.temporaryPath, to: file.finalPath)
        } catch {
            discard(file)
            throw error
        }
    }

    /// Removes the temporary file, ignoring failures.
    static func discard(_ file: StagedFile) {
        try? POSIXFile.remove(file.temporaryPath)
    }

    /// The name cut to at most 200 UTF-8 bytes, so that the temporary name stays within the
    /// file system's 255-byte limit.
    static func shortened(_ name: String) -> String {
        var result = ""
        var length = 0
        for character in name {
            length += character.utf8.count
            if length > 200 { break }
            result.append(character)
        }
        return result
    }

}

/// Unique suffixes for temporary files: the process id and a counter that starts at a
/// random value drawn once per writer. (Eight system-RNG draws per file, one `getrandom`
/// call each, cost more than writing a small file; a clash is still retried with `O_EXCL`.)
struct TemporaryNames {
    /// `<pid>-`.
    private let prefix: String
    /// The next number.
    private var counter: UInt32

    /// Names for this process.
    init() {
        prefix = String(getpid(), radix: 36) + "-"
        counter = UInt32.random(in: 0...UInt32.max)
    }

    /// The next suffix: `<pid>-<number>` in base 36.
    mutating func next() -> String {
        counter &+= 1
        return prefix + String(counter, radix: 36)
    }
}
