#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process-level POSIX calls the command needs instead of Foundation (whose loading,
/// with ICU, costs milliseconds per run on Linux).
extension POSIXFile {
    /// The process environment as a dictionary (`environ`); a repeated name keeps its first value.
    static func environment() -> [String: String] {
        var result: [String: String] = [:]
        #if canImport(Darwin)
        guard var entry = _NSGetEnviron()?.pointee else { return result }
        #else
        guard var entry = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else { return result }
        #endif
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return result
    }

    /// Writes all of `text`'s UTF-8 to an open descriptor, retrying after `EINTR`; other
    /// failures (a closed pipe) drop the rest, as a stream write would.
    static func writeAll(descriptor: Int32, _ text: String) {
        var text = text
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            var written = 0
            while written < buffer.count {
                let count = write(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return
                }
                written += count
            }
        }
    }
}
