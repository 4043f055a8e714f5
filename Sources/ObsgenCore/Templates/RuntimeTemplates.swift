/// The runtime's templates, made from the runtime module's source files (`Sources/ObsgenRuntime`,
/// compiled and unit-tested as ordinary Swift) when the built-in templates are first used.
///
/// In the module, the documented API is `public` and the support for generated code
/// `@_spi(ObsgenRuntime) public`; the rendered runtime has the access levels of `--access`. So each
/// declaration's access level becomes a tag: `@_spi(ObsgenRuntime) public ` becomes
/// `{{supportAccess}}` (itself under `--access public`, `package ` under package, internal
/// otherwise) and `public ` becomes `{{access}}`. Every source file starts with the same platform
/// imports (`prelude`), which `runtime.mustache` writes once.
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
    static func templates(from sources: [(path: String, text: String)]) -> [String: String] {
        var templates: [String: String] = [:]
        var core: [String] = []
        for (file, text) in sources {
            let name = "runtime-" + file.dropLast(".swift".count).lowercased()
            templates[name] = template(from: text)
            core.append("{{> \(name)}}\n")
        }
        templates["runtime-core"] = core.joined(separator: "\n")
        return templates
    }

    /// `source` without its prelude, with each declaration's access level turned into a tag.
    static func template(from source: String) -> String {
        let body = source.hasPrefix(prelude) ? source.dropFirst(prelude.count) : Substring(source)
        return body.split(separator: "\n", omittingEmptySubsequences: false).map(tagged).joined(separator: "\n")
    }

    /// `line` with the access level of its declaration (after the indentation and any
    /// attributes, such as `@inline(__always)`) turned into a tag.
    static func tagged(_ line: Substring) -> String {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        while true {
            for (access, tag) in [("@_spi(ObsgenRuntime) public ", "{{supportAccess}}"), ("public ", "{{access}}")]
            where rest.hasPrefix(access) {
                return String(line[..<rest.startIndex]) + tag + rest.dropFirst(access.count)
            }
            guard let next = afterAttribute(rest) else { return String(line) }
            rest = next
        }
    }

    /// What follows the attribute `text` starts with (`@name` or `@name(…)`) and the white
    /// space after it; `nil` when `text` does not start with one.
    private static func afterAttribute(_ text: Substring) -> Substring? {
        guard text.first == "@" else { return nil }
        var rest = text.dropFirst()
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        rest = rest.dropFirst(name.count)
        if rest.first == "(" {
            guard let close = rest.firstIndex(of: ")") else { return nil }
            rest = rest[rest.index(after: close)...]
        }
        let space = rest.prefix { $0 == " " || $0 == "\t" }
        return space.isEmpty ? nil : rest.dropFirst(space.count)
    }
}
