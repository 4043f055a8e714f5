/// A context object read from JSON (the public `TemplateSet.render(_:context:)`): its keys
/// are any strings, looked up by comparing them.
final class JSONContextObject: ContextObject {
    /// No `ContextKey` order: `json` prints the original object.
    static let order: [ContextKey] = []

    /// The object as given.
    private let object: JSONObject
    /// Its keys and converted values, in order.
    private let fields: [(key: String, value: ContextValue)]

    /// Converts `object` (and everything in it) once.
    init(_ object: JSONObject) {
        self.object = object
        fields = object.fields.map { ($0.key, ContextValue(json: $0.value)) }
    }

    func value(for key: ContextKey) -> ContextValue? {
        value(named: key.rawValue)
    }

    func value(named name: String) -> ContextValue? {
        fields.first { $0.key == name }?.value
    }

    var json: JSONValue { .object(object) }
}

extension ContextValue {
    /// A context value holding `json` (arrays are not flagged: `JSONValue.list` puts the
    /// flags into the objects).
    init(json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .string(let text): self = .string(text)
        case .array(let items): self = .list(items.map(ContextValue.init(json:)), flagged: false)
        case .object(let object): self = .object(JSONContextObject(object))
        }
    }
}
