/// Small helpers for building the template context concisely and in a fixed key order.
extension JSONValue {
    /// A string value, or `false` when empty (so `{{#x}}` sections skip it).
    static func stringOrFalse(_ text: String) -> JSONValue {
        text.isEmpty ? .bool(false) : .string(text)
    }

    /// `[{"line": ...}]` for `///` documentation, empty when there is none.
    static func doc(_ doc: DocComment?) -> JSONValue {
        .array((doc?.lines ?? []).map { .object(["line": .string($0)]) })
    }

    /// An array of objects, each given `isFirst` / `isLast` flags.
    static func list(_ items: [JSONObject]) -> JSONValue {
        // Items are often in several lists: each copy shares the item's entries and only
        // adds the two flags (see `JSONObject`).
        .array(items.enumerated().map { index, item in
            var item = item
            item.setListFlags(isFirst: index == 0, isLast: index == items.count - 1)
            return .object(item)
        })
    }
}

extension JSONObject {
    /// An object from ordered pairs.
    init(_ pairs: KeyValuePairs<String, JSONValue>) {
        self.init(uniqueFields: pairs.map { JSONEntry(key: $0.key, value: $0.value) })
    }
}

extension JSONObject {
    /// An object from entries whose keys are distinct. Cheaper than the `KeyValuePairs`
    /// literal for the large per-member and per-model objects: no array of tuples is built
    /// and then destroyed through generic metadata.
    init(entries: [JSONEntry]) {
        self.init(uniqueFields: entries)
    }
}

extension JSONEntry {
    /// An entry (for `JSONObject(entries:)` literals).
    init(_ key: String, _ value: JSONValue) {
        self.init(key: key, value: value)
    }
}
