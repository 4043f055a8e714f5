/// The root context of one generated file, and of the runtime file.
///
/// The shape is documented in `docs/context.md` and is stable: templates passed with
/// `--templates` rely on it.
enum FileContext {
    /// The context for the Swift file generated from one `.obs` file.
    static func json(for file: ObsFile, program: ProgramInfo, options: GeneratorOptions) -> JSONValue {
        var declarations: [JSONValue] = []
        for declaration in file.declarations {
            switch declaration {
            case .model(let model):
                declarations.append(.object(["model": .object(ModelContext(model: model, program: program, style: options.style).json())]))
            case .events(let bus):
                declarations.append(.object(["eventBus": .object(EventContext.bus(bus))]))
            }
        }
        var root = common(options)
        root["sourceName"] = .string(sourceName(of: file.source))
        root["fileName"] = .string(file.source.baseName + ".swift")
        root["hasImports"] = .bool(!file.imports.isEmpty || options.style != .callbacks)
        root["imports"] = .list(file.imports.map { JSONObject(["module": .string($0.module)]) })
        root["declarations"] = .array(declarations)
        return .object(root)
    }

    /// The input's name in the header: the last component of its path as given (`models.obs`
    /// for `Sources/App/models.obs`, `stdin` for standard input, as in diagnostics), found
    /// by bytes (`/` is never part of a longer UTF-8 sequence).
    static func sourceName(of source: SourceFile) -> String {
        let utf8 = source.path.utf8
        let start = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        return String(Substring(utf8[start...]))
    }

    /// The context for `ObsgenRuntime.swift`.
    static func runtime(options: GeneratorOptions) -> JSONValue {
        var root = common(options)
        root["fileName"] = .string(Generator.runtimeFileName)
        return .object(root)
    }

    /// Keys every root context has: style and access level.
    private static func common(_ options: GeneratorOptions) -> JSONObject {
        JSONObject(entries: [
            .init("style", .string(options.style.rawValue)),
            .init("isCallbacksStyle", .bool(options.style == .callbacks)),
            .init("isObservationStyle", .bool(options.style == .observation)),
            .init("isCombineStyle", .bool(options.style == .combine)),
            .init("accessLevel", .string(options.access.rawValue)),
            .init("access", .string(options.access == .internal ? "" : options.access.rawValue + " ")),
            .init("isPublicOrPackage", .bool(options.access != .internal)),
        ])
    }
}
