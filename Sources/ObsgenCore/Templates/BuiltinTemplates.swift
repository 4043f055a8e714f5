import ObsgenEmbeddedFiles

/// The built-in templates: the files of `Templates/`, and the runtime's templates made from
/// the runtime module's source (`RuntimeTemplates`). Both are compiled into the binary
/// (`Sources/ObsgenEmbeddedFiles`), so an installed obsgen needs no files beside it.
enum BuiltinTemplates {
    /// Templates shared by every style, by name (file name without `.mustache`), with the
    /// runtime's.
    static let shared: [String: String] = {
        var templates = runtime
        for (path, text) in EmbeddedFiles.templates where !path.contains("/") {
            templates[String(path.dropLast(".mustache".count))] = text
        }
        return templates
    }()

    /// Templates of one style (in `Templates/<style>/`), replacing shared ones of the same name.
    static let styles: [String: [String: String]] = {
        var styles: [String: [String: String]] = [:]
        for (path, text) in EmbeddedFiles.templates {
            let parts = path.split(separator: "/")
            guard parts.count == 2 else { continue }
            styles[String(parts[0]), default: [:]][String(parts[1].dropLast(".mustache".count))] = text
        }
        return styles
    }()

    /// The runtime's templates (`runtime.mustache` and those made from the runtime module; its
    /// Foundation part, `userdefaults.mustache` and `userdefaults-store` made from the module's
    /// `Foundation/` folder), by name. The runtime is obsgen's own: every generated model file
    /// checks its version, so `--templates` cannot replace it.
    static let runtime: [String: String] = {
        var templates = RuntimeTemplates.templates(from: EmbeddedFiles.runtimeSources)
        templates["userdefaults-store"] = RuntimeTemplates.foundationPart(from: EmbeddedFiles.runtimeFoundationSources)
        for name in ["runtime", "userdefaults"] {
            templates[name] = EmbeddedFiles.all.first { $0.path == "Templates/\(name).mustache" }
                .map { String(decoding: $0.bytes, as: UTF8.self) }
        }
        return templates
    }()

    /// Every template a run with `style` renders: the shared ones, the style's own in place of
    /// those of the same name, and `overrides` (`--templates`) in place of any but the
    /// runtime's.
    static func sources(for style: OutputStyle, overrides: [String: String] = [:]) -> [String: String] {
        var sources = shared.merging(styles[style.rawValue] ?? [:]) { _, styleOwn in styleOwn }
        for (name, text) in overrides where runtime[name] == nil {
            sources[name] = text
        }
        return sources
    }

    /// The compiled templates of a run with `style` and `overrides`. Without overrides, the
    /// built-in set of the style, compiled once per process and shared by every run (a
    /// `TemplateSet` is immutable): a process that generates many times, such as a test
    /// suite or a fuzzer, does not parse the same templates again each time.
    static func compiled(for style: OutputStyle, overrides: [String: String] = [:]) -> TemplateSet {
        guard overrides.isEmpty else { return TemplateSet(sources: sources(for: style, overrides: overrides)) }
        switch style {
        case .callbacks: return compiledCallbacks
        case .observation: return compiledObservation
        case .combine: return compiledCombine
        }
    }

    // One per style, each made on first use (a `static let` is initialised once, thread-safely).
    private static let compiledCallbacks = TemplateSet(sources: sources(for: .callbacks))
    private static let compiledObservation = TemplateSet(sources: sources(for: .observation))
    private static let compiledCombine = TemplateSet(sources: sources(for: .combine))

    /// The files of `Templates/`, by path relative to it (`model.mustache`,
    /// `observation/model.mustache`), for the test that compares them with the folder.
    static var allFiles: [String: String] {
        Dictionary(uniqueKeysWithValues: EmbeddedFiles.templates.map { ($0.path, $0.text) })
    }
}

/// The files of the repository compiled into the binary (`Sources/ObsgenEmbeddedFiles`): their
/// bytes are static data of the binary, valid for the whole run.
enum EmbeddedFiles {
    /// Every embedded file: its path from the package root and its bytes.
    static var all: [(path: String, bytes: UnsafeBufferPointer<UInt8>)] {
        (0..<obsgen_embedded_file_count()).map { index in
            let file = obsgen_embedded_file(index)
            return (String(cString: file.path), UnsafeBufferPointer(start: file.bytes, count: file.count))
        }
    }

    /// The templates' texts, by path relative to `Templates/`.
    static var templates: [(path: String, text: String)] {
        files(in: "Templates/").map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }
    }

    /// The runtime module's source files, by file name, in name order (not its `Foundation/`
    /// folder).
    static var runtimeSources: [(path: String, bytes: UnsafeBufferPointer<UInt8>)] {
        files(in: "Sources/ObsgenRuntime/").filter { !$0.path.contains("/") }.sorted { $0.path < $1.path }
    }

    /// The source files of the runtime's Foundation part (`Sources/ObsgenRuntime/Foundation/`),
    /// by file name, in name order.
    static var runtimeFoundationSources: [(path: String, bytes: UnsafeBufferPointer<UInt8>)] {
        files(in: "Sources/ObsgenRuntime/Foundation/").sorted { $0.path < $1.path }
    }

    /// The files under `folder`, by path relative to it.
    private static func files(in folder: String) -> [(path: String, bytes: UnsafeBufferPointer<UInt8>)] {
        all.compactMap { file in
            file.path.hasPrefix(folder) ? (String(file.path.dropFirst(folder.count)), file.bytes) : nil
        }
    }
}
