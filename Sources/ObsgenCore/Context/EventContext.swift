/// The context of one event: a model's `event` member or a case of an `events` bus.
enum EventContext {
    /// One event object: name, spellings, parameters and the table field holding its observers.
    static func json(name: String, doc: DocComment?, parameters: [Parameter]) -> JSONObject {
        let parameterObjects = parameters.map { parameter in
            JSONObject([
                "name": .string(parameter.name.text),
                "swiftName": .string(SwiftNames.escaped(parameter.name.text)),
                "type": .string(parameter.type.text),
                // What `post` binds the value to: a private name, so that no parameter name
                // can shadow the locals `post` uses (`table`, `slots`, `all`, `event`).
                "binding": .string("_obsgen_\(parameter.name.text)"),
            ])
        }
        return JSONObject([
            "name": .string(name),
            "swiftName": .string(SwiftNames.escaped(name)),
            "capitalized": .string(SwiftNames.capitalized(name)),
            "storage": .string("_obsgenOn_\(name)"),
            "doc": .doc(doc),
            "hasParameters": .bool(!parameters.isEmpty),
            "parameters": .list(parameterObjects),
        ])
    }

    /// The context of an `events` bus.
    static func bus(_ bus: EventsDecl) -> JSONObject {
        let isMainActor = bus.isMainActor
        return JSONObject([
            "name": .string(bus.name.text),
            "swiftName": .string(SwiftNames.escaped(bus.name.text)),
            "doc": .doc(bus.doc),
            "isMainActor": .bool(isMainActor),
            "callbackAttributes": .string(isMainActor ? "@MainActor " : "@Sendable "),
            "lockOpen": .string(isMainActor ? "" : "_obsgenLock.withLock { "),
            "lockClose": .string(isMainActor ? "" : " }"),
            "events": .list(bus.cases.map { json(name: $0.name.text, doc: $0.doc, parameters: $0.parameters) }),
        ])
    }
}
