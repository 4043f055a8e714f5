#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `file:` of the `#sourceLocation` directives for an input: the input's path
/// relative to the directory obsgen runs in, so that the compiler, run from the same
/// directory (a package's root, an Xcode project's folder), finds it, and the output holds no
/// absolute path. A relative input path is used as given.
enum LocationPath {
    /// `path` relative to the current directory (`..` where it lies outside), or `path` when
    /// it is relative or the current directory cannot be read.
    static func of(_ path: String) -> String {
        guard path.hasPrefix("/"), let directory = currentDirectory() else { return path }
        return relative(path, to: directory)
    }

    /// `path` (absolute) relative to `directory` (absolute), both normalised (`.`, `..`,
    /// repeated `/`).
    static func relative(_ path: String, to directory: String) -> String {
        let target = components(path), base = components(directory)
        var shared = 0
        while shared < min(target.count, base.count), target[shared] == base[shared] { shared += 1 }
        let parts = Array(repeating: "..", count: base.count - shared) + target[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The normalised components of an absolute path.
    private static func components(_ path: String) -> [String] {
        var result: [String] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = result.popLast() } else { result.append(String(part)) }
        }
        return result
    }

    /// The current directory, or `nil`.
    private static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
