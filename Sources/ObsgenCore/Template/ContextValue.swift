/// A value of the template context, as the renderer reads it: a scalar, a list, or an
/// object that answers look-ups itself (a view of the typed plan, see `Context/`, or a
/// `JSONContextObject` for a context given as JSON).
enum ContextValue {
    /// `null`.
    case null
    /// A flag.
    case bool(Bool)
    /// A number.
    case int(Int)
    /// A string, written verbatim.
    case string(String)
    /// Items; when `flagged`, each item (an object) also has `isFirst` and `isLast`, which
    /// the renderer answers from the item's position (an object can be in several lists).
    case list([ContextValue], flagged: Bool)
    /// An object.
    case object(any ContextObject)

    /// A string, or `false` when empty (so `{{#x}}` sections skip it).
    static func stringOrFalse(_ text: String) -> ContextValue {
        text.isEmpty ? .bool(false) : .string(text)
    }

    /// `[{"line": ...}]` for `///` documentation lines (not flagged).
    static func doc(_ lines: [String]) -> ContextValue {
        .list(lines.map { .object(DocLineView($0)) }, flagged: false)
    }

    /// A flagged list of objects.
    static func list(_ objects: [any ContextObject]) -> ContextValue {
        .list(objects.map { .object($0) }, flagged: true)
    }

    /// Mustache truthiness: `null`, `false` and `[]` are falsey; everything else
    /// (including `0` and `""`) is truthy.
    var isMustacheTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .list(let items, _): !items.isEmpty
        case .int, .string, .object: true
        }
    }

    /// The value as JSON (what `--dump-context` prints): a flagged list's objects get
    /// `isFirst` and `isLast` after their own keys.
    var json: JSONValue {
        switch self {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .string(let text): return .string(text)
        case .object(let object): return object.json
        case .list(let items, let flagged):
            return .array(items.indices.map { index in
                let item = items[index].json
                guard flagged, case .object(var object) = item else { return item }
                object.setListFlags(isFirst: index == 0, isLast: index == items.count - 1)
                return .object(object)
            })
        }
    }
}

/// An object of the template context: answers a key with its value, or `nil` when it has no
/// such key (the look-up then goes on to the enclosing objects).
protocol ContextObject: AnyObject {
    /// The keys `json` prints, in order (a key whose value is `nil` is left out).
    static var order: [ContextKey] { get }
    /// The value of `key`, or `nil` when the object has none.
    func value(for key: ContextKey) -> ContextValue?
    /// The value of a key that is not a `ContextKey` (only JSON objects have such keys).
    func value(named name: String) -> ContextValue?
    /// The object as JSON.
    var json: JSONValue { get }
}

extension ContextObject {
    /// Views have no keys besides `ContextKey`s.
    func value(named name: String) -> ContextValue? { nil }

    /// The keys of `order` that have a value, in order.
    var json: JSONValue {
        .object(JSONObject(uniqueFields: Self.order.compactMap { key in
            value(for: key).map { JSONEntry(key: key.rawValue, value: $0.json) }
        }))
    }
}

/// Builds a view's key list for `ContextSchema` from its `fields` (keys in `--dump-context`
/// order, with what each holds).
enum ContextFields {
    /// `fields` as `ContextSchema` keys, plus `extra`.
    static func keys(_ fields: [(ContextKey, ContextShape)], adding extra: [String: ContextShape] = [:]) -> [String: ContextShape] {
        extra.merging(fields.map { ($0.0.rawValue, $0.1) }) { $1 }
    }
}
