/// The template context of an event (a model's `event` member or a bus case) and of an
/// event bus: views of `EventPlan` and `EventBusPlan`.
enum EventView {
    /// The keys of an event object (`ContextSchema`'s `event` kind).
    static let keys: [String: ContextShape] = ContextSchema.listFlags.merging([
        "name": .value, "swiftName": .value, "capitalized": .value, "storage": .value, "doc": .list(.docLine),
        "hasParameters": .value, "parameters": .list(.eventParameter),
    ]) { $1 }

    /// The keys of an event parameter.
    static let parameterKeys: [String: ContextShape] = ContextSchema.listFlags.merging([
        "name": .value, "swiftName": .value, "type": .value, "binding": .value,
    ]) { $1 }

    /// The keys of an event bus object.
    static let busKeys: [String: ContextShape] = [
        "name": .value, "swiftName": .value, "doc": .list(.docLine), "isolation": .value,
        "isMainActor": .value, "isLocked": .value, "callbackAttributes": .value, "events": .list(.event),
    ]

    /// One event object: name, spellings, parameters and the table field holding its observers.
    static func object(_ event: EventPlan, in context: FlatContext) -> FlatValue {
        let parameters = event.parameters.map { parameter in
            context.object([
                FlatField("name", context.string(parameter.name)),
                FlatField("swiftName", context.string(parameter.swiftName)),
                FlatField("type", context.string(parameter.type)),
                FlatField("binding", context.string(parameter.binding)),
            ])
        }
        return context.object([
            FlatField("name", context.string(event.name)),
            FlatField("swiftName", context.string(event.swiftName)),
            FlatField("capitalized", context.string(event.capitalized)),
            FlatField("storage", context.string(event.storage)),
            FlatField("doc", context.doc(event.doc)),
            FlatField("hasParameters", .bool(!parameters.isEmpty)),
            FlatField("parameters", context.list(parameters)),
        ])
    }

    /// The bus object.
    static func bus(_ bus: EventBusPlan, in context: FlatContext) -> FlatValue {
        context.object([
            FlatField("name", context.string(bus.name)),
            FlatField("swiftName", context.string(bus.swiftName)),
            FlatField("doc", context.doc(bus.doc)),
            FlatField("isolation", context.string(bus.isolation.rawValue)),
            FlatField("isMainActor", .bool(bus.isolation == .mainActor)),
            FlatField("isLocked", .bool(bus.isolation == .locked)),
            FlatField("callbackAttributes", context.string(bus.isolation.callbackAttributes)),
            FlatField("events", context.list(bus.events.map { object($0, in: context) })),
        ])
    }
}
