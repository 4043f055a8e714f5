/// The root context of one generated file, and of the runtime file.
///
/// The shape is documented in `docs/context.md` and is stable: templates passed with
/// `--templates` rely on it.
enum FileContext {
    /// The context for the Swift file generated from one `.obs` file, as JSON.
    static func json(for file: ObsFile, program: ProgramInfo, options: GeneratorOptions) -> JSONValue {
        let context = flat(for: file, program: program, options: options)
        return context.json(context.root)
    }

    /// The context for the Swift file generated from one `.obs` file (what is rendered).
    static func flat(for file: ObsFile, program: ProgramInfo, options: GeneratorOptions) -> FlatContext {
        let context = FlatContext()
        var declarations: [FlatValue] = []
        for declaration in file.declarations {
            switch declaration {
            case .model(let model):
                let object = ModelContext(model: model, program: program, style: options.style).object(in: context)
                declarations.append(context.object([FlatField("model", object)]))
            case .events(let bus):
                declarations.append(context.object([FlatField("eventBus", EventContext.bus(bus, in: context))]))
            }
        }
        let imports = file.imports.map { context.object([FlatField("module", context.string($0.module))]) }
        context.root = context.object(common(options, in: context) + [
            FlatField("sourceName", context.string(sourceName(of: file.source))),
            FlatField("fileName", context.string(file.source.baseName + ".swift")),
            FlatField("hasImports", .bool(!file.imports.isEmpty || options.style != .callbacks)),
            FlatField("imports", context.list(imports)),
            FlatField("declarations", context.array(declarations)),
            FlatField("includeRuntime", .bool(options.includeRuntime)),
        ])
        return context
    }

    /// The input's name in the header: the last component of its path as given (`models.obs`
    /// for `Sources/App/models.obs`, `stdin` for standard input, as in diagnostics), found
    /// by bytes (`/` is never part of a longer UTF-8 sequence).
    static func sourceName(of source: SourceFile) -> String {
        let utf8 = source.path.utf8
        let start = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        return String(Substring(utf8[start...]))
    }

    /// The context for `ObsgenRuntime.swift`, as JSON.
    static func runtime(options: GeneratorOptions) -> JSONValue {
        let context = flatRuntime(options: options)
        return context.json(context.root)
    }

    /// The context for `ObsgenRuntime.swift` (what is rendered).
    static func flatRuntime(options: GeneratorOptions) -> FlatContext {
        let context = FlatContext()
        context.root = context.object(common(options, in: context) + [
            FlatField("fileName", context.string(Generator.runtimeFileName)),
            FlatField("supportAccess", context.string([.internal: "", .public: "@_spi(ObsgenRuntime) public ", .package: "package "][options.access] ?? "")),
        ])
        return context
    }

    /// Keys every root context has: style and access level.
    private static func common(_ options: GeneratorOptions, in context: FlatContext) -> [FlatField] {
        [
            FlatField("style", context.string(options.style.rawValue)),
            FlatField("isCallbacksStyle", .bool(options.style == .callbacks)),
            FlatField("isObservationStyle", .bool(options.style == .observation)),
            FlatField("isCombineStyle", .bool(options.style == .combine)),
            FlatField("accessLevel", context.string(options.access.rawValue)),
            FlatField("access", context.string(options.access == .internal ? "" : options.access.rawValue + " ")),
            FlatField("isPublicOrPackage", .bool(options.access != .internal)),
        ]
    }
}
