/// The Mustache context stack: the values sections have pushed, innermost last.
struct ContextStack {
    /// The frames, outermost first.
    private(set) var frames: [JSONValue]

    /// A stack holding the root context.
    init(root: JSONValue) {
        frames = [root]
        frames.reserveCapacity(16)
    }

    /// Pushes a section's value.
    mutating func push(_ value: JSONValue) { frames.append(value) }

    /// Pops the innermost value.
    mutating func pop() { frames.removeLast() }

    /// Resolves a name per the Mustache spec: the first part walks the stack outwards to the
    /// first object that has the key; further parts descend from that value only. Returns
    /// `nil` when any part is missing.
    func resolve(_ name: TemplateName) -> JSONValue? {
        switch name {
        case .implicit:
            return frames.last
        case .path(let first, let rest, let anchored):
            guard var value = anchored ? Self.member(first, of: frames[frames.count - 1]) : lookUp(first) else {
                return nil
            }
            for part in rest {
                guard let next = Self.member(part, of: value) else { return nil }
                value = next
            }
            return value
        }
    }

    /// `resolve` for a compiled name. `hint` is where the first part was found last time
    /// (an index into the object's entries), tried before searching: the objects a tag
    /// meets are built by the same code, so their keys are mostly at the same places.
    func resolve(_ name: CompiledName, hint: inout Int32) -> JSONValue? {
        if name.isImplicit { return frames.last }
        let value: JSONValue
        if name.isAnchored {
            guard let found = frames[frames.count - 1].member(name.first, tag: name.tag, hint: &hint) else { return nil }
            value = found
        } else {
            var index = frames.count - 1
            var found: JSONValue?
            while index >= 0 {
                if let match = frames[index].member(name.first, tag: name.tag, hint: &hint) {
                    found = match
                    break
                }
                index -= 1
            }
            guard let found else { return nil }
            value = found
        }
        if name.rest.isEmpty { return value }
        var current = value
        for part in name.rest {
            guard let next = Self.member(part, of: current) else { return nil }
            current = next
        }
        return current
    }

    /// The value of `key` in the innermost frame that is an object holding it.
    private func lookUp(_ key: String) -> JSONValue? {
        var index = frames.count - 1
        while index >= 0 {
            if let value = Self.member(key, of: frames[index]) { return value }
            index -= 1
        }
        return nil
    }

    /// `value[key]` when `value` is an object holding `key`.
    private static func member(_ key: String, of value: JSONValue) -> JSONValue? {
        guard case .object(let object) = value else { return nil }
        return object.value(forKey: key)
    }
}

extension JSONValue {
    /// `self[key]` when `self` is an object holding `key` (a method, so that the stack's
    /// frames are read in place rather than copied); see `JSONObject.value(forKey:tag:hint:)`.
    @inline(__always)
    func member(_ key: String, tag: UInt64, hint: inout Int32) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object.value(forKey: key, tag: tag, hint: &hint)
    }

    /// Mustache truthiness: `null`, `false` and `[]` are falsey; everything else
    /// (including `0` and `""`) is truthy.
    var isMustacheTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .array(let items): !items.isEmpty
        case .int, .string, .object: true
        }
    }
}
