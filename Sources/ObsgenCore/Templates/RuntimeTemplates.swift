/// The runtime's templates, made from the runtime module's source files (`Sources/ObsgenRuntime`,
/// compiled and unit-tested as ordinary Swift) when the built-in templates are first used.
///
/// In the module, the documented API is `public` and the support for generated code
/// `@_spi(ObsgenRuntime) public`; the rendered runtime has the access levels of `--access`. So each
/// declaration's access level becomes a tag: `@_spi(ObsgenRuntime) public ` becomes
/// `{{supportAccess}}` (itself under `--access public`, `package ` under package, internal
/// otherwise) and `public ` becomes `{{access}}`. A protocol requirement that is support takes
/// no access modifier: its `@_spi(ObsgenRuntime) ` alone, right before the declaration, becomes
/// `{{spiAttribute}}` (itself under `--access public`, nothing otherwise). Every source file
/// starts with the same platform imports (`prelude`), which `runtime.mustache` writes once. The
/// work is done on the UTF-8 bytes, once per process.
enum RuntimeTemplates {
    /// The platform imports every runtime source file starts with, and a blank line.
    static let prelude = """
        #if canImport(Darwin)
        import Darwin
        #elseif canImport(Glibc)
        import Glibc
        #elseif canImport(Musl)
        import Musl
        #elseif canImport(Android)
        import Android
        #endif


        """

    /// One template per source file (`Slot.swift` -> `runtime-slot`), and `runtime-core`, which
    /// includes them in the order given, a blank line apart.
    static func templates(from sources: [(path: String, bytes: UnsafeBufferPointer<UInt8>)]) -> [String: String] {
        var templates: [String: String] = [:]
        var core: [String] = []
        for (file, bytes) in sources {
            let name = "runtime-" + file.dropLast(".swift".count).lowercased()
            templates[name] = template(from: bytes)
            core.append("{{> \(name)}}\n")
        }
        templates["runtime-core"] = core.joined(separator: "\n")
        return templates
    }

    /// The runtime's Foundation part (`userdefaults-store`, written as `ObsgenUserDefaults.swift`)
    /// made from `sources`: each file whole (they start with `#if canImport(Foundation)`, not with
    /// the prelude), in the order given, a blank line apart, access levels tagged.
    static func foundationPart(from sources: [(path: String, bytes: UnsafeBufferPointer<UInt8>)]) -> String {
        sources.map { template(from: $0.bytes) }.joined(separator: "\n")
    }

    /// `source` without its prelude, with each declaration's access level turned into a tag.
    static func template(from source: String) -> String {
        var source = source
        return source.withUTF8 { template(from: $0) }
    }

    /// The UTF-8 `source` without its prelude, with each declaration's access level turned
    /// into a tag.
    static func template(from source: UnsafeBufferPointer<UInt8>) -> String {
        let preludeBytes = Array(prelude.utf8)
        var start = source.starts(with: preludeBytes) ? preludeBytes.count : 0
        var out: [UInt8] = []
        out.reserveCapacity(source.count + source.count / 8)
        while start < source.count {
            let end = source[start...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count
            appendTagged(source[start..<end], to: &out)
            if end < source.count { out.append(UInt8(ascii: "\n")) }
            start = end + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let supportAccess = Array("@_spi(ObsgenRuntime) public ".utf8)
    private static let publicAccess = Array("public ".utf8)
    private static let supportRequirement = Array("@_spi(ObsgenRuntime) ".utf8)

    /// Appends `line` with the access level of its declaration (after the indentation and
    /// any attributes, such as `@inline(__always)`) turned into a tag.
    private static func appendTagged(_ line: Slice<UnsafeBufferPointer<UInt8>>, to out: inout [UInt8]) {
        var position = line.startIndex
        while position < line.endIndex, line[position] == UInt8(ascii: " ") || line[position] == UInt8(ascii: "\t") {
            position += 1
        }
        while true {
            for (access, tag) in [(supportAccess, "{{supportAccess}}"), (publicAccess, "{{access}}")]
            where line[position...].starts(with: access) {
                out.append(contentsOf: line[..<position])
                out.append(contentsOf: tag.utf8)
                out.append(contentsOf: line[(position + access.count)...])
                return
            }
            if isSupportRequirement(line, at: position) {
                out.append(contentsOf: line[..<position])
                out.append(contentsOf: "{{spiAttribute}}".utf8)
                out.append(contentsOf: line[(position + supportRequirement.count)...])
                return
            }
            guard let next = afterAttribute(line, at: position) else {
                out.append(contentsOf: line)
                return
            }
            position = next
        }
    }

    /// True when `@_spi(ObsgenRuntime) ` is at `position`, right before the declaration (not
    /// before another attribute, white space or an access level).
    private static func isSupportRequirement(_ line: Slice<UnsafeBufferPointer<UInt8>>, at position: Int) -> Bool {
        guard line[position...].starts(with: supportRequirement) else { return false }
        let rest = line[(position + supportRequirement.count)...]
        guard let next = rest.first else { return false }
        return next != UInt8(ascii: "@") && next != UInt8(ascii: " ") && next != UInt8(ascii: "\t")
            && !rest.starts(with: "public".utf8)
    }

    /// Where what follows the attribute at `position` (`@name` or `@name(…)`) and the white
    /// space after it starts; `nil` when no attribute followed by white space is there.
    private static func afterAttribute(_ line: Slice<UnsafeBufferPointer<UInt8>>, at position: Int) -> Int? {
        guard position < line.endIndex, line[position] == UInt8(ascii: "@") else { return nil }
        var index = position + 1
        while index < line.endIndex, isIdentifierByte(line[index]) { index += 1 }
        guard index > position + 1 else { return nil }
        if index < line.endIndex, line[index] == UInt8(ascii: "(") {
            guard let close = line[index...].firstIndex(of: UInt8(ascii: ")")) else { return nil }
            index = close + 1
        }
        let spaceStart = index
        while index < line.endIndex, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") { index += 1 }
        return index > spaceStart ? index : nil
    }

    /// A byte of an identifier: an ASCII letter, digit or `_`, or part of a non-ASCII character.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), 0x80...: true
        default: false
        }
    }
}
