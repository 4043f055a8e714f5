/// A JSON value with ordered object keys: the data handed to templates (the "context") and
/// printed by `--dump-context`. Key order is insertion order, so output is deterministic.
public enum JSONValue: Hashable, Sendable {
    /// `null`
    case null
    /// `true` / `false`
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object with keys in insertion order.
    case object(JSONObject)
}

/// An ordered JSON object.
public struct JSONObject: Hashable, Sendable {
    /// Entries in insertion order; keys are unique.
    public private(set) var entries: [(key: String, value: JSONValue)]

    /// An empty object.
    public init() {
        entries = []
    }

    /// An object from ordered pairs; a repeated key keeps its first position and last value.
    public init(_ pairs: [(String, JSONValue)]) {
        entries = []
        for (key, value) in pairs { self[key] = value }
    }

    /// An object from pairs whose keys are known to be distinct (the generator's own
    /// contexts): no duplicate check, so building is linear.
    public init(uniqueKeys pairs: [(String, JSONValue)]) {
        entries = pairs.map { (key: $0.0, value: $0.1) }
    }

    /// The value for a key, or `nil`; setting appends a new key or replaces in place.
    public subscript(key: String) -> JSONValue? {
        get { entries.first { $0.key == key }?.value }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((key, newValue))
            }
        }
    }

    /// The keys in order.
    public var keys: [String] { entries.map(\.key) }

    /// Compares entries in order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    /// Hashes entries in order.
    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.key)
            hasher.combine(entry.value)
        }
    }
}
