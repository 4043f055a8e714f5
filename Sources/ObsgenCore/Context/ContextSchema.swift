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
/// keys of the plan's views (model, member, event, event bus) are declared in the view that
/// makes them (`ModelView.keys`, …): a key is added where its value is.
///
/// Besides these keys a template may always write `{{.}}` (the top of the stack). List
/// elements that the builders flag carry `isFirst` and `isLast`, listed here with their
/// kind. A derived member has keys a stored one lacks (`expression`, …); both are
/// `member`s, so the schema cannot tell a derived-only key used on a stored member.
public enum ContextSchema {
    /// The kind of the root context each top-level template is rendered with.
    public static let roots: [String: ContextKind] = ["file": .file, "runtime": .runtime]

    /// The keys of `--dump-context`'s top-level object.
    public static let dump: [String: ContextShape] = ["files": .list(.file), "runtime": .object(.runtime)]

    /// The keys every flagged list element has.
    public static let listFlags: [String: ContextShape] = ["isFirst": .value, "isLast": .value]

    /// The keys of the style and access settings (file and runtime contexts).
    private static let settings: [String: ContextShape] = [
        "style": .value, "isCallbacksStyle": .value, "isObservationStyle": .value, "isCombineStyle": .value,
        "accessLevel": .value, "access": .value, "isPublicOrPackage": .value, "fileName": .value,
    ]

    /// Every kind's keys and what each holds.
    public static let keys: [ContextKind: [String: ContextShape]] = [
        .runtime: settings.merging(["supportAccess": .value]) { $1 },
        .file: settings.merging([
            "sourceName": .value, "hasImports": .value, "imports": .list(.fileImport),
            "declarations": .list(.declaration), "includeRuntime": .value,
        ]) { $1 },
        .fileImport: listFlags.merging(["module": .value]) { $1 },
        .declaration: ["model": .object(.model), "eventBus": .object(.eventBus)],
        // The keys of the plan's views are declared next to the code that makes them.
        .model: ModelView.keys,
        .eventBus: EventView.busKeys,
        .member: MemberView.keys,
        .deriveParameter: MemberView.deriveParameterKeys,
        .trackedMember: MemberView.trackedMemberKeys,
        .event: EventView.keys,
        .eventParameter: EventView.parameterKeys,
        .docLine: ["line": .value],
    ]

    /// The keys of `kind`.
    public static func keys(of kind: ContextKind) -> [String: ContextShape] {
        keys[kind] ?? [:]
    }
}
