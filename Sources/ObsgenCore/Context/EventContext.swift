/// The context of one event: a model's `event` member or a case of an `events` bus.
enum EventContext {
    /// One event object: name, spellings, parameters and the table field holding its observers.
    static func object(name: String, doc: DocComment?, parameters: [Parameter], in context: FlatContext) -> FlatValue {
        let parameterObjects = parameters.map { parameter in
            context.object([
                FlatField("name", context.string(parameter.name.text)),
                FlatField("swiftName", context.string(SwiftNames.escaped(parameter.name.text))),
                FlatField("type", context.string(parameter.type.text)),
                // What `post` binds the value to: a private name, so that no parameter name
                // can shadow the locals `post` uses (`table`, `slots`, `all`, `event`).
                FlatField("binding", context.string("_obsgen_\(parameter.name.text)")),
            ])
        }
        return context.object([
            FlatField("name", context.string(name)),
            FlatField("swiftName", context.string(SwiftNames.escaped(name))),
            FlatField("capitalized", context.string(SwiftNames.capitalized(name))),
            FlatField("storage", context.string("_obsgenOn_\(name)")),
            FlatField("doc", context.doc(doc)),
            FlatField("hasParameters", .bool(!parameters.isEmpty)),
            FlatField("parameters", context.list(parameterObjects)),
        ])
    }

    /// The context of an `events` bus.
    static func bus(_ bus: EventsDecl, in context: FlatContext) -> FlatValue {
        let isMainActor = bus.isMainActor
        return context.object([
            FlatField("name", context.string(bus.name.text)),
            FlatField("swiftName", context.string(SwiftNames.escaped(bus.name.text))),
            FlatField("doc", context.doc(bus.doc)),
            FlatField("isMainActor", .bool(isMainActor)),
            FlatField("callbackAttributes", context.string(isMainActor ? "@MainActor " : "@Sendable ")),
            FlatField("lockOpen", context.string(isMainActor ? "" : "_obsgenLock.withLock { ")),
            FlatField("lockClose", context.string(isMainActor ? "" : " }")),
            FlatField("events", context.list(bus.cases.map { object(name: $0.name.text, doc: $0.doc, parameters: $0.parameters, in: context) })),
        ])
    }
}
