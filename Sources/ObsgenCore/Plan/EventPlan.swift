/// One event: a model's `event` member or a case of an `events` bus.
struct EventPlan {
    /// The event's name as declared.
    let name: String
    /// Its `///` lines.
    let doc: [String]
    /// Its parameters, in order.
    let parameters: [EventParameterPlan]
    /// The line of its name in the `.obs` file (0: unknown).
    let line: Int

    /// The name as written in Swift (backticks for keywords).
    var swiftName: String { SwiftNames.escaped(name) }
    /// `Name` for `name`, as in `onName`.
    var capitalized: String { SwiftNames.capitalized(name) }
    /// The private field holding the event's observers.
    var storage: String { "_obsgenOn_\(name)" }

    /// Plans an event from its name, documentation and parameters.
    init(name: String, doc: DocComment?, parameters: [Parameter], line: Int) {
        self.name = name
        self.line = line
        self.doc = doc?.lines ?? []
        self.parameters = parameters.map { EventParameterPlan(name: $0.name.text, type: $0.type.text) }
    }
}

/// One parameter of an event.
struct EventParameterPlan {
    /// The parameter's name as declared.
    let name: String
    /// Its Swift type, verbatim.
    let type: String

    /// The name as written in Swift.
    var swiftName: String { SwiftNames.escaped(name) }
    /// What `post` binds the value to: a private name, so that no parameter name can shadow
    /// the locals `post` uses (`table`, `slots`, `all`, `event`).
    var binding: String { "_obsgen_\(name)" }
}

/// An `events` bus: a class of its own, `@MainActor` or guarded by a lock.
struct EventBusPlan {
    /// The bus's name.
    let name: String
    /// Its `///` lines.
    let doc: [String]
    /// `.mainActor` or `.locked` (a bus without `@MainActor` takes a lock).
    let isolation: Isolation
    /// Its cases, in order.
    let events: [EventPlan]

    /// The name as written in Swift.
    var swiftName: String { SwiftNames.escaped(name) }

    /// Plans a bus.
    init(bus: EventsDecl, source: SourceFile) {
        name = bus.name.text
        doc = bus.doc?.lines ?? []
        isolation = bus.isMainActor ? .mainActor : .locked
        events = bus.cases.map { EventPlan(name: $0.name.text, doc: $0.doc, parameters: $0.parameters, line: source.location(of: $0.name.range.start).line) }
    }
}
