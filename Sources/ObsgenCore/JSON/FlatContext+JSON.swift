/// Converting between `FlatContext` and `JSONValue`: `--dump-context` prints the flat
/// context the builders made as JSON, and a context given as JSON (the public
/// `TemplateSet.render`) is flattened before rendering.
extension FlatContext {
    /// A context holding a copy of `json` as its root.
    convenience init(json: JSONValue) {
        self.init()
        root = flatten(json)
    }

    /// `value` as JSON (objects keep their key order: head, then tail).
    func json(_ value: FlatValue) -> JSONValue {
        switch value.kind {
        case .null: return .null
        case .bool: return .bool(value.first != 0)
        case .int: return .int(integer(value))
        case .string: return .string(text(value))
        case .array:
            let start = Int(value.first)
            return .array((start..<(start + Int(value.second))).map { json(values[$0]) })
        case .object:
            var fields: [JSONEntry] = []
            fields.reserveCapacity(Int(value.second + value.fourth))
            for (start, count) in [(Int(value.first), Int(value.second)), (Int(value.third), Int(value.fourth))] {
                for index in start..<(start + count) {
                    let entry = entries[index]
                    fields.append(JSONEntry(key: entry.key.text, value: json(entry.value)))
                }
            }
            return .object(JSONObject(uniqueFields: fields))
        }
    }

    /// The flat copy of `value`.
    private func flatten(_ value: JSONValue) -> FlatValue {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return int(number)
        case .string(let text): return string(text)
        case .array(let items): return array(items.map(flatten))
        case .object(let object):
            let head = object.head.map { FlatField(key: ownedKey($0.key), value: flatten($0.value)) }
            let tail = object.tail.map { FlatField(key: ownedKey($0.key), value: flatten($0.value)) }
            let flatHead = self.object(head)
            guard !tail.isEmpty else { return flatHead }
            let flatTail = self.object(tail)
            return FlatValue(
                kind: .object, first: flatHead.first, second: flatHead.second, third: flatTail.first, fourth: flatTail.second)
        }
    }
}
