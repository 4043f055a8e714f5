/// One input of a run: its display name and its bytes, with a table of line starts so that
/// byte offsets turn into `line:column` positions for diagnostics.
///
/// Offsets are UTF-8 byte offsets from the start of the file. Columns are 1-based UTF-8
/// byte columns, as swiftc and clang report them.
public final class SourceFile: Sendable {
    /// The name shown in diagnostics: the path as given on the command line, or `stdin`.
    public let path: String
    /// The file's bytes, exactly as read.
    public let bytes: [UInt8]
    /// Byte offset of the first byte of every line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// The name the generated `#sourceLocation(file:)` directives give: never an
    /// absolute path, so that the output does not depend on the machine. The command line
    /// passes the path relative to the directory obsgen runs in; by default it is `path`,
    /// or its last component when `path` is absolute.
    public let locationPath: String

    /// Makes a source file from raw bytes (which may be invalid UTF-8: the lexer reports it);
    /// `locationPath` as described there.
    public init(path: String, bytes: [UInt8], locationPath: String? = nil) {
        self.path = path
        self.bytes = bytes
        self.locationPath = locationPath ?? (path.hasPrefix("/") ? String(path.split(separator: "/").last ?? "") : path)
        baseName = Self.baseName(of: path)
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// 0 and the offset after every `\n`. A plain loop over the buffer: a 16 MiB file is
    /// scanned in a fraction of a second in a debug build too (`enumerated()` took seconds).
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            var offset = 0
            while offset < buffer.count {
                if buffer[offset] == UInt8(ascii: "\n") { starts.append(offset + 1) }
                offset += 1
            }
            return starts
        }
    }

    /// Makes a source file from text.
    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The base name without directory and without the `.obs` extension: `models` for
    /// `Sources/App/models.obs`. The output file is `<baseName>.swift`.
    /// Computed once: the checks and every file's context ask for it.
    public let baseName: String

    /// `baseName` of a path. For an ASCII path without `\r` every byte is one `Character`,
    /// so the last component is found by bytes (splitting a `String` by characters cost
    /// ~15,000 instructions per absolute path); any other path goes by characters.
    static func baseName(of path: String) -> String {
        let utf8 = path.utf8
        if !utf8.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) {
            let start = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
            let last = utf8[start...]
            if last.count > 4, last.suffix(4).elementsEqual(".obs".utf8) {
                return String(Substring(utf8[start..<utf8.index(utf8.endIndex, offsetBy: -4)]))
            }
            return String(Substring(last))
        }
        let last = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        if last.hasSuffix(".obs"), last.count > 4 { return String(last.dropLast(4)) }
        return last
    }

    /// The 1-based line and column of a byte offset (clamped to the file).
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: clamped - lineStarts[low] + 1)
    }

    /// The text of a 1-based line, without its line terminator. Invalid UTF-8 is repaired.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// The text of a byte range. Invalid UTF-8 is repaired.
    public func text(_ range: SourceRange) -> String {
        let start = max(0, min(range.start, bytes.count))
        let end = max(start, min(range.end, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A 1-based line and UTF-8 byte column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based UTF-8 byte column.
    public var column: Int

    /// Makes a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// A half-open range of byte offsets `start..<end` in one source file.
public struct SourceRange: Hashable, Sendable {
    /// Offset of the first byte.
    public var start: Int
    /// Offset one past the last byte.
    public var end: Int

    /// Makes a range; `end` is clamped to be at least `start`.
    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at one offset.
    public init(at offset: Int) {
        self.init(start: offset, end: offset)
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }
}
