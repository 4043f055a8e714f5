/// The Mustache context stack: the values sections have pushed, innermost last, each with
/// its position when it is an element of a flagged list (its `isFirst` / `isLast`).
struct ContextStack {
    /// One pushed value.
    private struct Frame {
        /// The value.
        var value: ContextValue
        /// Whether it is an element of a flagged list, and then whether it is its first and
        /// its last.
        var isListed = false, isFirst = false, isLast = false
    }

    /// The frames, outermost first.
    private var frames: [Frame]

    /// A stack holding the root context.
    init(root: ContextValue) {
        frames = [Frame(value: root)]
        frames.reserveCapacity(16)
    }

    /// Pushes a section's value.
    @inline(__always)
    mutating func push(_ value: ContextValue) {
        frames.append(Frame(value: value))
    }

    /// Pushes element `index` of a list of `count` elements (flagged or not).
    @inline(__always)
    mutating func push(_ value: ContextValue, at index: Int, of count: Int, flagged: Bool) {
        frames.append(Frame(value: value, isListed: flagged, isFirst: index == 0, isLast: index == count - 1))
    }

    /// Pops the innermost value.
    @inline(__always)
    mutating func pop() { frames.removeLast() }

    /// Resolves the first part of a compiled name per the Mustache spec: walks the stack
    /// outwards to the first object that has the key (the top frame only when anchored);
    /// `nil` when none has it (the caller descends through further parts with
    /// `member(of:named:key:)`). `name` is the first part's text (for keys that are no
    /// `ContextKey`).
    @inline(__always)
    func resolve(_ key: NameKey, name: @autoclosure () -> String) -> ContextValue? {
        var index = frames.count - 1
        if key.isImplicit { return frames[index].value }
        let lowest = key.isAnchored ? index : 0
        while index >= lowest {
            let frame = frames[index]
            if case .object(let object) = frame.value {
                if let contextKey = key.key {
                    if let value = object.value(for: contextKey) { return value }
                    if frame.isListed {
                        if contextKey == .isFirst { return .bool(frame.isFirst) }
                        if contextKey == .isLast { return .bool(frame.isLast) }
                    }
                } else if let value = object.value(named: name()) {
                    return value
                }
            }
            index -= 1
        }
        return nil
    }

    /// `value[name]` when `value` is an object holding it (for the parts after the first).
    func member(of value: ContextValue, named name: String, key: ContextKey?) -> ContextValue? {
        guard case .object(let object) = value else { return nil }
        if let key { return object.value(for: key) }
        return object.value(named: name)
    }
}
