/// What one generated Swift file holds, built once from a checked `.obs` file: the typed
/// plan the templates see through `PlanView` (see docs/context.md).
struct FilePlan {
    /// The input's name as written in the header (`models.obs`, `stdin`).
    let sourceName: String
    /// The output's name (`models.swift`).
    let fileName: String
    /// The `file:` of its `#sourceLocation` directives, as a string literal's contents.
    let sourcePath: String
    /// The modules the `.obs` file imports, in order.
    let imports: [String]
    /// The models and event buses, in source order.
    let declarations: [DeclarationPlan]

    /// Plans `file` for the run described by `program` in `style`.
    init(file: ObsFile, program: ProgramInfo, style: OutputStyle) {
        sourceName = FilePlan.sourceName(of: file.source)
        fileName = file.source.baseName + ".swift"
        sourcePath = SourceDirectives.literal(file.source.locationPath)
        imports = file.imports.map(\.module)
        declarations = file.declarations.map { declaration in
            switch declaration {
            case .model(let model): .model(ModelPlan(model: model, program: program, style: style, source: file.source))
            case .events(let bus): .eventBus(EventBusPlan(bus: bus, source: file.source))
            }
        }
    }

    /// The input's name in the header: the last component of its path as given (`models.obs`
    /// for `Sources/App/models.obs`, `stdin` for standard input, as in diagnostics), found
    /// by bytes (`/` is never part of a longer UTF-8 sequence).
    static func sourceName(of source: SourceFile) -> String {
        let utf8 = source.path.utf8
        let start = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        return String(Substring(utf8[start...]))
    }
}

/// One top-level declaration of a file.
enum DeclarationPlan {
    /// A `model`.
    case model(ModelPlan)
    /// An `events` bus.
    case eventBus(EventBusPlan)
}
