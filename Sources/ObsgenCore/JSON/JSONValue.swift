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

/// One key and its value in a `JSONObject`. A struct rather than a tuple: arrays of
/// tuples are destroyed element by element through generic metadata, which made freeing the
/// template contexts a quarter of a generator run.
public struct JSONEntry: Hashable, Sendable {
    /// The key.
    public var key: String { didSet { tag = Self.tag(of: key) } }
    /// The value.
    public var value: JSONValue
    /// The key's UTF-8 length and first seven bytes: look-ups compare this first, so a
    /// different key is almost always rejected without a string comparison.
    private(set) var tag: UInt64

    /// Makes an entry.
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
        tag = Self.tag(of: key)
    }

    /// The tag of a key: its UTF-8 length in the low byte, then its first seven bytes.
    /// Keys with different tags have different bytes (keys are matched by their bytes).
    @inline(__always)
    static func tag(of key: String) -> UInt64 {
        let tag = key.utf8.withContiguousStorageIfAvailable { bytes in
            var tag = UInt64(truncatingIfNeeded: bytes.count)
            for index in 0..<min(bytes.count, 7) {
                tag |= UInt64(bytes[index]) << UInt64(8 * (index + 1))
            }
            return tag
        }
        if let tag { return tag }
        var slow = UInt64(truncatingIfNeeded: key.utf8.count)
        for (index, byte) in key.utf8.prefix(7).enumerated() {
            slow |= UInt64(byte) << UInt64(8 * (index + 1))
        }
        return slow
    }
}

/// An ordered JSON object.
///
/// Stored as a shared head and a small tail: `JSONValue.list` gives each item of a list its
/// `isFirst` / `isLast` flags by appending them to the tail, so an object listed several
/// times (a member is in `stored`, `observables` and `initParameters`) shares its head
/// instead of being copied entry by entry for every list.
public struct JSONObject: Hashable, Sendable {
    /// The first entries (often shared with other objects).
    private(set) var head: [JSONEntry]
    /// The entries added after the head was shared.
    private(set) var tail: [JSONEntry] = []

    /// Entries in insertion order; keys are unique.
    public var fields: [JSONEntry] { tail.isEmpty ? head : head + tail }

    /// Entries in insertion order as `(key, value)` pairs (a copy).
    public var entries: [(key: String, value: JSONValue)] { fields.map { (key: $0.key, value: $0.value) } }

    /// The number of entries.
    public var count: Int { head.count + tail.count }

    /// An empty object.
    public init() {
        head = []
    }

    /// An object from ordered pairs; a repeated key keeps its first position and last value.
    public init(_ pairs: [(String, JSONValue)]) {
        head = []
        head.reserveCapacity(pairs.count)
        for (key, value) in pairs { self[key] = value }
    }

    /// An object from pairs whose keys are known to be distinct (the generator's own
    /// contexts): no duplicate check, so building is linear.
    public init(uniqueKeys pairs: [(String, JSONValue)]) {
        head = pairs.map { JSONEntry(key: $0.0, value: $0.1) }
    }

    /// An object from entries whose keys are known to be distinct.
    init(uniqueFields fields: [JSONEntry]) {
        head = fields
    }

    /// The value for a key, or `nil`; setting appends a new key or replaces in place.
    public subscript(key: String) -> JSONValue? {
        get { value(forKey: key) }
        set {
            let tag = JSONEntry.tag(of: key)
            if let index = head.firstIndex(where: { $0.tag == tag && $0.key == key }) {
                if let newValue { head[index].value = newValue } else { head.remove(at: index) }
            } else if let index = tail.firstIndex(where: { $0.tag == tag && $0.key == key }) {
                if let newValue { tail[index].value = newValue } else { tail.remove(at: index) }
            } else if let newValue {
                tail.append(JSONEntry(key: key, value: newValue))
            }
        }
    }

    /// Sets `isFirst` then `isLast`, as `self["isFirst"] = .bool(isFirst)` followed by
    /// `self["isLast"] = .bool(isLast)` would, but with one scan for the two keys, no tag
    /// computation, and one allocation for the tail (list items are copied once per list).
    mutating func setListFlags(isFirst: Bool, isLast: Bool) {
        let first = isFirst ? ListFlag.firstTrue : ListFlag.firstFalse
        let last = isLast ? ListFlag.lastTrue : ListFlag.lastFalse
        func holds(_ entry: JSONEntry) -> Bool {
            (entry.tag == first.tag && entry.key == first.key) || (entry.tag == last.tag && entry.key == last.key)
        }
        guard !head.contains(where: holds), !tail.contains(where: holds) else {
            self[first.key] = first.value
            self[last.key] = last.value
            return
        }
        tail.reserveCapacity(tail.count + 2)
        tail.append(first)
        tail.append(last)
    }

    /// The entries `setListFlags` appends, built once.
    private enum ListFlag {
        static let firstTrue = JSONEntry(key: "isFirst", value: .bool(true))
        static let firstFalse = JSONEntry(key: "isFirst", value: .bool(false))
        static let lastTrue = JSONEntry(key: "isLast", value: .bool(true))
        static let lastFalse = JSONEntry(key: "isLast", value: .bool(false))
    }

    /// The value for a key.
    @inline(__always)
    func value(forKey key: String) -> JSONValue? {
        let tag = JSONEntry.tag(of: key)
        for entry in head where entry.tag == tag && entry.key == key { return entry.value }
        for entry in tail where entry.tag == tag && entry.key == key { return entry.value }
        return nil
    }

    /// The keys in order.
    public var keys: [String] { fields.map(\.key) }

    /// Compares entries in order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.count == rhs.count && lhs.fields == rhs.fields
    }

    /// Hashes entries in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }
}
