/// The template context of an event (a model's `event` member or a bus case), of its
/// parameters and of an event bus: views of `EventPlan`, `EventParameterPlan` and
/// `EventBusPlan`.
final class EventView: ContextObject {
    /// The keys of an event object, in `--dump-context` order, with what each holds.
    static let fields: [(ContextKey, ContextShape)] = [
        (.name, .value), (.swiftName, .value), (.capitalized, .value), (.storage, .value),
        (.doc, .list(.docLine)), (.hasParameters, .value), (.parameters, .list(.eventParameter)), (.declarationLine, .value),
    ]
    /// The keys of an event object (`ContextSchema`'s `event` kind).
    static let keys = ContextFields.keys(fields, adding: ContextSchema.listFlags)
    /// The keys `json` prints, in order.
    static let order = fields.map(\.0)

    /// The event.
    let event: EventPlan
    /// Its spellings.
    private let swiftName: String, capitalized: String, storage: String
    /// Its parameters' objects (a flagged list).
    private let parameters: ContextValue

    /// The view of `event`.
    init(_ event: EventPlan) {
        self.event = event
        (swiftName, capitalized, storage) = (event.swiftName, event.capitalized, event.storage)
        parameters = .list(event.parameters.map(EventParameterView.init))
    }

    func value(for key: ContextKey) -> ContextValue? {
        switch key {
        case .name: .string(event.name)
        case .swiftName: .string(swiftName)
        case .capitalized: .string(capitalized)
        case .storage: .string(storage)
        case .doc: .doc(event.doc)
        case .hasParameters: .bool(!event.parameters.isEmpty)
        case .parameters: parameters
        case .declarationLine: SourceDirectives.line(event.line, docLines: event.doc.count)
        default: nil
        }
    }
}

/// The template context of an event parameter.
final class EventParameterView: ContextObject {
    /// The keys of an event parameter, in `--dump-context` order.
    static let fields: [(ContextKey, ContextShape)] = [
        (.name, .value), (.swiftName, .value), (.type, .value), (.binding, .value),
    ]
    /// The keys of an event parameter (`ContextSchema`'s `eventParameter` kind).
    static let keys = ContextFields.keys(fields, adding: ContextSchema.listFlags)
    /// The keys `json` prints, in order.
    static let order = fields.map(\.0)

    /// The parameter.
    let parameter: EventParameterPlan

    /// The view of `parameter`.
    init(_ parameter: EventParameterPlan) { self.parameter = parameter }

    func value(for key: ContextKey) -> ContextValue? {
        switch key {
        case .name: .string(parameter.name)
        case .swiftName: .string(parameter.swiftName)
        case .type: .string(parameter.type)
        case .binding: .string(parameter.binding)
        default: nil
        }
    }
}

/// The template context of an event bus.
final class EventBusView: ContextObject {
    /// The keys of an event bus object, in `--dump-context` order.
    static let fields: [(ContextKey, ContextShape)] = [
        (.name, .value), (.swiftName, .value), (.doc, .list(.docLine)), (.isolation, .value),
        (.isMainActor, .value), (.isLocked, .value), (.callbackAttributes, .value), (.events, .list(.event)),
    ]
    /// The keys of an event bus object (`ContextSchema`'s `eventBus` kind).
    static let keys = ContextFields.keys(fields)
    /// The keys `json` prints, in order.
    static let order = fields.map(\.0)

    /// The bus.
    let bus: EventBusPlan
    /// Its events' objects (a flagged list).
    private let events: ContextValue

    /// The view of `bus`.
    init(_ bus: EventBusPlan) {
        self.bus = bus
        events = .list(bus.events.map(EventView.init))
    }

    func value(for key: ContextKey) -> ContextValue? {
        switch key {
        case .name: .string(bus.name)
        case .swiftName: .string(bus.swiftName)
        case .doc: .doc(bus.doc)
        case .isolation: .string(bus.isolation.rawValue)
        case .isMainActor: .bool(bus.isolation == .mainActor)
        case .isLocked: .bool(bus.isolation == .locked)
        case .callbackAttributes: .string(bus.isolation.callbackAttributes)
        case .events: events
        default: nil
        }
    }
}
