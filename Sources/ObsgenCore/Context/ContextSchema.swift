/// The kinds of object in the template context: what a template sees at each level.
///
/// Each view in `Context/` shows one type of the typed plan (`Plan/`) as objects of one
/// kind; `ContextSchema.keys` says which keys each kind has.
public enum ContextKind: String, CaseIterable, Sendable, Hashable {
    /// The runtime context (template `runtime`).
    case runtime
    /// One output file (template `file`).
    case file
    /// An element of a file's `imports`.
    case fileImport = "import"
    /// An element of a file's `declarations`: `{ "model": … }` or `{ "eventBus": … }`.
    case declaration
    /// A model.
    case model
    /// An event bus.
    case eventBus
    /// A member of a model (stored, child, children or derived).
    case member
    /// An element of a derived member's `deriveParameters`.
    case deriveParameter
    /// An element of a derived member's `trackedMembers`.
    case trackedMember
    /// A model event or an event bus case.
    case event
    /// An element of an event's `parameters`.
    case eventParameter
    /// An element of a `doc` list: one `///` line.
    case docLine = "doc line"
    /// An element of the runtime's `publishedWrappers` (combine style).
    case publishedWrapper = "published wrapper"
    /// A model's coding conformance (`Codable`, `Encodable`, `Decodable`).
    case coding
}

/// What a context key holds, as far as a template is concerned.
public enum ContextShape: Sendable, Hashable {
    /// A string, number or flag: interpolated, or a section that pushes no keys.
    case value
    /// A list whose elements are objects of the kind (a section renders once per element).
    case list(ContextKind)
    /// An object of the kind (a section pushes it).
    case object(ContextKind)

    /// The kind a section on the key pushes, if it pushes an object.
    public var elementKind: ContextKind? {
        switch self {
        case .value: nil
        case .list(let kind), .object(let kind): kind
        }
    }
}

/// The template context's keys, by kind: the source of truth for what a template may name
/// (`docs/context.md` describes the same keys; `TemplateKeyChecker` checks templates
/// against this, and a test checks it against every golden fixture's `context.json`). The
/// keys of every kind are declared in the view that answers them (`ModelView.fields`, …):
/// a key is added where its value is. Every key is also a `ContextKey`, what templates are
/// resolved against when compiled.
///
/// Besides these keys a template may always write `{{.}}` (the top of the stack). Elements
/// of flagged lists have `isFirst` and `isLast` (answered by the renderer from the list
/// being rendered), listed here with their kind. A derived member has keys a stored one lacks (`expression`, …); both are
/// `member`s, so the schema cannot tell a derived-only key used on a stored member.
public enum ContextSchema {
    /// The kind of the root context each top-level template is rendered with.
    public static let roots: [String: ContextKind] = ["file": .file, "runtime": .runtime, "userdefaults": .runtime]

    /// The keys of `--dump-context`'s top-level object.
    public static let dump: [String: ContextShape] = ["files": .list(.file), "runtime": .object(.runtime)]

    /// The keys every flagged list element has.
    public static let listFlags: [String: ContextShape] = ["isFirst": .value, "isLast": .value]

    /// Every kind's keys and what each holds: each view in `Context/` declares its keys
    /// beside the code that answers them (`ModelView.keys`, …).
    public static let keys: [ContextKind: [String: ContextShape]] = [
        .runtime: RuntimeView.keys,
        .file: FileView.keys,
        .fileImport: ImportView.keys,
        .declaration: DeclarationView.keys,
        .model: ModelView.keys,
        .eventBus: EventBusView.keys,
        .member: MemberView.keys,
        .deriveParameter: DeriveParameterView.keys,
        .trackedMember: TrackedMemberView.keys,
        .event: EventView.keys,
        .eventParameter: EventParameterView.keys,
        .docLine: DocLineView.keys,
        .publishedWrapper: PublishedWrapperView.keys,
        .coding: CodingView.keys,
    ]

    /// The keys of `kind`.
    public static func keys(of kind: ContextKind) -> [String: ContextShape] {
        keys[kind] ?? [:]
    }
}
