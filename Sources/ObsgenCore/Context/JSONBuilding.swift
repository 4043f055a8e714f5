/// Helpers for building JSON contexts (tests and callers of `TemplateSet.render`; the
/// generator renders the plan's views directly, see `Template/ContextValue.swift`).
extension JSONValue {
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
