/// An element of the runtime's `publishedWrappers` (combine style): one of the property
/// wrappers of combine-style stored properties, which differ only in name, isolation and the
/// first lines of their documentation (`Templates/runtime.mustache` writes them once).
final class PublishedWrapperView: ContextObject, Sendable {
    /// The keys, in `--dump-context` order.
    static let fields: [(ContextKey, ContextShape)] = [
        (.name, .value), (.isMainActor, .value), (.isNonisolated, .value), (.doc, .list(.docLine)),
    ]
    /// The keys (`ContextSchema`'s `published wrapper` kind).
    static let keys = ContextFields.keys(fields, adding: ContextSchema.listFlags)
    /// The keys `json` prints, in order.
    static let order = fields.map(\.0)

    /// The wrapper of a `nonisolated model`'s, a plain (default-isolation) model's and a
    /// `@MainActor` model's properties, in the runtime's order.
    static let all = [
        PublishedWrapperView(name: "_ObsgenPublished", isMainActor: false, isNonisolated: true, doc: [
            " `@_ObsgenPublished var x`: a stored property of a combine-style `nonisolated model`,",
            " published as `$x` (stored in a `_ObsgenPublishedStorage`). At the access level of the",
            " models, not `@_spi`: Swift requires a public property's wrapper to be API.",
        ]),
        PublishedWrapperView(name: "_ObsgenDefaultPublished", isMainActor: false, isNonisolated: false, doc: [
            " `@_ObsgenDefaultPublished var x`: the same for a model that follows the module's default",
            " isolation (a plain `model`): this type carries no isolation attribute, so, like the model,",
            " it is main-actor isolated in a module built with `-default-isolation MainActor` (a",
            " wrapper's isolation is its property's). With `--no-runtime`, the runtime's module must",
            " have the models' default isolation.",
        ]),
        PublishedWrapperView(name: "_ObsgenMainActorPublished", isMainActor: true, isNonisolated: false, doc: [
            " `@_ObsgenMainActorPublished var x`: the same for a `@MainActor` model, so that `x` and",
            " `$x` are main-actor isolated like the model (a wrapper's isolation is its property's).",
        ]),
    ]

    /// The wrapper's type name.
    let name: String
    /// Declared `@MainActor`, or `nonisolated`, or neither (the module's default isolation).
    let isMainActor: Bool, isNonisolated: Bool
    /// The lines of its documentation that are its own.
    let doc: [String]

    private init(name: String, isMainActor: Bool, isNonisolated: Bool, doc: [String]) {
        self.name = name
        self.isMainActor = isMainActor
        self.isNonisolated = isNonisolated
        self.doc = doc
    }

    func value(for key: ContextKey) -> ContextValue? {
        switch key {
        case .name: .string(name)
        case .isMainActor: .bool(isMainActor)
        case .isNonisolated: .bool(isNonisolated)
        case .doc: .doc(doc)
        default: nil
        }
    }
}
