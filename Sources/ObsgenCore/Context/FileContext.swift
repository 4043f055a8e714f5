/// The root context of one generated file, and of the runtime file: views of a `FilePlan`
/// and of the options.
///
/// The shape is documented in `docs/context.md` and is stable: templates passed with
/// `--templates` rely on it.
enum FileContext {
    /// The context for the Swift file generated from one `.obs` file, as JSON.
    static func json(for file: ObsFile, program: ProgramInfo, options: GeneratorOptions) -> JSONValue {
        view(for: file, program: program, options: options).json
    }

    /// The context for the Swift file generated from one `.obs` file (what is rendered): a
    /// view of its `FilePlan`.
    static func view(for file: ObsFile, program: ProgramInfo, options: GeneratorOptions) -> FileView {
        FileView(FilePlan(file: file, program: program, style: options.style), options: options)
    }

    /// The context for `ObsgenRuntime.swift` (and `ObsgenUserDefaults.swift`), as JSON.
    static func runtime(options: GeneratorOptions, userDefaults: Bool) -> JSONValue {
        RuntimeView(options: options, userDefaults: userDefaults).json
    }
}

/// The root context of a generated file.
final class FileView: ContextObject {
    /// The keys of a file object, in `--dump-context` order, with what each holds.
    static let fields: [(ContextKey, ContextShape)] = RuntimeView.settings + [
        (.sourceName, .value), (.fileName, .value), (.sourcePath, .value), (.hasImports, .value), (.imports, .list(.fileImport)),
        (.declarations, .list(.declaration)), (.includeRuntime, .value),
    ]
    /// The keys of a file object (`ContextSchema`'s `file` kind).
    static let keys = ContextFields.keys(fields)
    /// The keys `json` prints, in order.
    static let order = fields.map(\.0)

    /// The file.
    let plan: FilePlan
    /// The run's options.
    let options: GeneratorOptions
    /// The imports' and declarations' views.
    private let imports: ContextValue, declarations: ContextValue

    /// The view of `plan`.
    init(_ plan: FilePlan, options: GeneratorOptions) {
        self.plan = plan
        self.options = options
        imports = .list(plan.imports.map(ImportView.init))
        declarations = .list(plan.declarations.map { .object(DeclarationView($0, access: AccessKeyword(options.access))) }, flagged: false)
    }

    func value(for key: ContextKey) -> ContextValue? {
        switch key {
        case .sourceName: .string(plan.sourceName)
        case .fileName: .string(plan.fileName)
        case .sourcePath: .string(plan.sourcePath)
        case .hasImports: .bool(!plan.imports.isEmpty || options.style != .callbacks)
        case .imports: imports
        case .declarations: declarations
        case .includeRuntime: .bool(options.includeRuntime)
        default: RuntimeView.setting(key, options)
        }
    }
}

/// The root context of `ObsgenRuntime.swift`: the style and access settings.
final class RuntimeView: ContextObject {
    /// The keys every root context has: style and access levels, in `--dump-context` order.
    static let settings: [(ContextKey, ContextShape)] = [
        (.style, .value), (.isCallbacksStyle, .value), (.isObservationStyle, .value), (.isCombineStyle, .value),
        (.accessLevel, .value), (.access, .value), (.isPublicOrPackage, .value), (.supportAccess, .value), (.spiAttribute, .value),
    ]
    /// The keys of the runtime object, in `--dump-context` order.
    static let fields = settings + [(.fileName, .value), (.publishedWrappers, .list(.publishedWrapper)), (.hasUserDefaultsStore, .value)]
    /// The keys of the runtime object (`ContextSchema`'s `runtime` kind).
    static let keys = ContextFields.keys(fields)
    /// The keys `json` prints, in order.
    static let order = fields.map(\.0)

    /// The run's options.
    let options: GeneratorOptions
    /// Whether the run writes the runtime's Foundation part (`ObsgenUserDefaults.swift`).
    let userDefaults: Bool

    /// The view of `options`; `userDefaults`: whether the Foundation part is written too.
    init(options: GeneratorOptions, userDefaults: Bool = false) {
        self.options = options
        self.userDefaults = userDefaults
    }

    func value(for key: ContextKey) -> ContextValue? {
        switch key {
        case .fileName: .string(Generator.runtimeFileName)
        case .hasUserDefaultsStore: .bool(userDefaults)
        case .publishedWrappers: .list(options.style == .combine ? PublishedWrapperView.all : [])
        default: Self.setting(key, options)
        }
    }

    /// How the runtime's support code (`_Obsgen*`) is declared: internal in the user's
    /// module, `@_spi` under `--access public` (a shared runtime module), `package` under
    /// `--access package`.
    static let supportAccess: [AccessLevel: String] = [.internal: "", .public: "@_spi(ObsgenRuntime) public ", .package: "package "]

    /// The value of one of `settings`.
    static func setting(_ key: ContextKey, _ options: GeneratorOptions) -> ContextValue? {
        switch key {
        case .style: .string(options.style.rawValue)
        case .isCallbacksStyle: .bool(options.style == .callbacks)
        case .isObservationStyle: .bool(options.style == .observation)
        case .isCombineStyle: .bool(options.style == .combine)
        case .accessLevel: .string(options.access.rawValue)
        case .access: .string(options.access == .internal ? "" : options.access.rawValue + " ")
        case .isPublicOrPackage: .bool(options.access != .internal)
        case .supportAccess: .string(Self.supportAccess[options.access] ?? "")
        case .spiAttribute: .string(options.access == .public ? "@_spi(ObsgenRuntime) " : "")
        default: nil
        }
    }
}

/// An element of a file's `imports`: `{ "module": … }`.
final class ImportView: ContextObject {
    /// The keys, in `--dump-context` order.
    static let fields: [(ContextKey, ContextShape)] = [(.module, .value)]
    /// The keys (`ContextSchema`'s `import` kind).
    static let keys = ContextFields.keys(fields, adding: ContextSchema.listFlags)
    /// The keys `json` prints, in order.
    static let order = fields.map(\.0)

    /// The imported module.
    let module: String

    /// The view of an import.
    init(_ module: String) { self.module = module }

    func value(for key: ContextKey) -> ContextValue? { key == .module ? .string(module) : nil }
}

/// An element of a file's `declarations`: `{ "model": … }` or `{ "eventBus": … }`.
final class DeclarationView: ContextObject {
    /// The keys, in `--dump-context` order (an element has one of them).
    static let fields: [(ContextKey, ContextShape)] = [(.model, .object(.model)), (.eventBus, .object(.eventBus))]
    /// The keys (`ContextSchema`'s `declaration` kind).
    static let keys = ContextFields.keys(fields)
    /// The keys `json` prints, in order.
    static let order = fields.map(\.0)

    /// The model's or bus's view.
    private let model: ModelView?, eventBus: EventBusView?

    /// The view of a declaration; `access` is the run's (`--access`).
    init(_ declaration: DeclarationPlan, access: AccessKeyword) {
        switch declaration {
        case .model(let plan): (model, eventBus) = (ModelView(plan, access: access), nil)
        case .eventBus(let bus): (model, eventBus) = (nil, EventBusView(bus))
        }
    }

    func value(for key: ContextKey) -> ContextValue? {
        switch key {
        case .model: model.map { .object($0) }
        case .eventBus: eventBus.map { .object($0) }
        default: nil
        }
    }
}

/// An element of a `doc` list: `{ "line": … }`, one `///` line.
final class DocLineView: ContextObject {
    /// The keys, in `--dump-context` order.
    static let fields: [(ContextKey, ContextShape)] = [(.line, .value)]
    /// The keys (`ContextSchema`'s `doc line` kind).
    static let keys = ContextFields.keys(fields)
    /// The keys `json` prints, in order.
    static let order = fields.map(\.0)

    /// The line.
    let line: String

    /// The view of a line.
    init(_ line: String) { self.line = line }

    func value(for key: ContextKey) -> ContextValue? { key == .line ? .string(line) : nil }
}
