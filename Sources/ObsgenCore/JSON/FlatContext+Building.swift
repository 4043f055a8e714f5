/// One key and value of an object being built (see `FlatContext.object(_:)`).
struct FlatField: BitwiseCopyable {
    /// The key.
    var key: FlatKey
    /// The value.
    var value: FlatValue

    /// A field with a static key.
    @inline(__always)
    init(_ key: StaticString, _ value: FlatValue) {
        self.key = FlatKey(key)
        self.value = value
    }

    /// A field with any key.
    init(key: FlatKey, value: FlatValue) {
        self.key = key
        self.value = value
    }
}

/// Building values: objects, arrays, lists with `isFirst` / `isLast`, `///` lines, in the
/// shapes `docs/context.md` documents (`--dump-context` prints them, see `json(_:)`).
extension FlatContext {
    /// An object with `fields` in order; keys must be distinct (the builders' are).
    func object(_ fields: [FlatField]) -> FlatValue {
        let start = entries.reserve(fields.count)
        for index in fields.indices {
            entries[start + index] = FlatEntry(key: fields[index].key, value: fields[index].value)
        }
        return FlatValue(kind: .object, first: Self.index(start), second: Self.index(fields.count))
    }

    /// An array of `items` in order.
    func array(_ items: [FlatValue]) -> FlatValue {
        let start = values.reserve(items.count)
        for index in items.indices { values[start + index] = items[index] }
        return FlatValue(kind: .array, first: Self.index(start), second: Self.index(items.count))
    }

    /// A string value, or `false` when empty (so `{{#x}}` sections skip it).
    func stringOrFalse(_ text: String) -> FlatValue {
        text.isEmpty ? .false : string(text)
    }

    /// `[{"line": ...}]` for `///` documentation lines, empty when there are none.
    func doc(_ lines: [String]) -> FlatValue {
        guard !lines.isEmpty else { return array([]) }
        return array(lines.map { object([FlatField("line", string($0))]) })
    }

    /// An array of objects, each given `isFirst` / `isLast` flags. An item keeps its entries
    /// (shared with its other lists) and gets a tail of the two flags.
    func list(_ items: [FlatValue]) -> FlatValue {
        let start = values.reserve(items.count)
        for index in items.indices {
            values[start + index] = withListFlags(items[index], isFirst: index == 0, isLast: index == items.count - 1)
        }
        return FlatValue(kind: .array, first: Self.index(start), second: Self.index(items.count))
    }

    /// `object` with `isFirst` then `isLast` set, as `JSONObject.setListFlags` does.
    private func withListFlags(_ object: FlatValue, isFirst: Bool, isLast: Bool) -> FlatValue {
        let first = FlatEntry(key: ListFlagKeys.isFirst, value: .bool(isFirst))
        let last = FlatEntry(key: ListFlagKeys.isLast, value: .bool(isLast))
        let head = Int(object.first), headCount = Int(object.second)
        let tail = Int(object.third), tailCount = Int(object.fourth)
        func holdsFlag(_ start: Int, _ count: Int) -> Bool {
            for index in start..<(start + count) where entries[index].key.matches(first.key) || entries[index].key.matches(last.key) {
                return true
            }
            return false
        }
        guard holdsFlag(head, headCount) || holdsFlag(tail, tailCount) else {
            let start = entries.reserve(tailCount + 2)
            for index in 0..<tailCount { entries[start + index] = entries[tail + index] }
            entries[start + tailCount] = first
            entries[start + tailCount + 1] = last
            return FlatValue(
                kind: .object, first: object.first, second: object.second,
                third: Self.index(start), fourth: Self.index(tailCount + 2))
        }
        // Replace in place where present, else append (the head is copied: it is shared).
        var fields = (Array(head..<(head + headCount)) + Array(tail..<(tail + tailCount))).map { entries[$0] }
        for flag in [first, last] {
            if let index = fields.firstIndex(where: { $0.key.matches(flag.key) }) {
                fields[index].value = flag.value
            } else {
                fields.append(flag)
            }
        }
        return self.object(fields.map { FlatField(key: $0.key, value: $0.value) })
    }

    /// The value of `key` in `object`, if it is an object holding it.
    func member(_ key: StaticString, of object: FlatValue) -> FlatValue? {
        guard object.kind == .object else { return nil }
        let wanted = FlatKey(key)
        let runs = [(Int(object.first), Int(object.second)), (Int(object.third), Int(object.fourth))]
        for (start, count) in runs {
            for index in start..<(start + count) where entries[index].key.matches(wanted) { return entries[index].value }
        }
        return nil
    }

    /// The text of a `.string` value.
    func text(_ value: FlatValue) -> String {
        String(decoding: UnsafeBufferPointer(start: pool.start + Int(value.first), count: Int(value.second)), as: UTF8.self)
    }
}

extension FlatKey {
    /// Whether two keys have the same bytes.
    func matches(_ other: FlatKey) -> Bool {
        guard tag == other.tag, count == other.count else { return false }
        for index in 0..<Int(count) where bytes[index] != other.bytes[index] { return false }
        return true
    }
}

/// The keys `FlatContext.list` adds, made once.
private enum ListFlagKeys {
    static let isFirst = FlatKey("isFirst")
    static let isLast = FlatKey("isLast")
}
