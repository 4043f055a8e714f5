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

    /// The context for the Swift file generated from one `.obs` file (what is rendered): a
    /// view of its `FilePlan`.
    static func flat(for file: ObsFile, program: ProgramInfo, options: GeneratorOptions) -> FlatContext {
        flat(for: FilePlan(file: file, program: program, style: options.style), options: options)
    }

    /// The context of a planned file.
    static func flat(for plan: FilePlan, options: GeneratorOptions) -> FlatContext {
        let context = FlatContext()
        let declarations = plan.declarations.map { declaration in
            switch declaration {
            case .model(let model): context.object([FlatField("model", ModelView.object(model, access: AccessKeyword(options.access), in: context))])
            case .eventBus(let bus): context.object([FlatField("eventBus", EventView.bus(bus, in: context))])
            }
        }
        let imports = plan.imports.map { context.object([FlatField("module", context.string($0))]) }
        context.root = context.object(common(options, in: context) + [
            FlatField("sourceName", context.string(plan.sourceName)),
            FlatField("fileName", context.string(plan.fileName)),
            FlatField("hasImports", .bool(!plan.imports.isEmpty || options.style != .callbacks)),
            FlatField("imports", context.list(imports)),
            FlatField("declarations", context.array(declarations)),
            FlatField("includeRuntime", .bool(options.includeRuntime)),
        ])
        return context
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
