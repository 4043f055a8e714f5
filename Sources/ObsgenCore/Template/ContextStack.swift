/// The Mustache context stack: the values sections have pushed, innermost last, each with
/// its position when it is an element of a flagged list (its `isFirst` / `isLast`).
///
/// A look-up walks trivial frames (an unretained reference to the frame's object, if it is
/// one, and the list flags). An object is not retained by its frame: the caller of `push`
/// keeps the pushed value alive until the matching `pop` (the renderer holds a section's
/// value, or the list it iterates, for the section's duration); the root is held here, and
/// other values (strings, flags, lists a section pushes) are held, retained, in `values`.
struct ContextStack {
    /// What a look-up reads of a pushed value. Trivial: walking the frames retains nothing.
    private struct Frame {
        /// The value when it is an object (kept alive by `values`).
        unowned(unsafe) var object: (any ContextObject)?
        /// Whether it is an element of a flagged list, and then whether it is its first and
        /// its last.
        var isListed = false, isFirst = false, isLast = false
    }

    /// The frames, outermost first.
    private var frames: [Frame] = []
    /// The pushed values that are not objects, `.null` for objects (by frame).
    private var values: [ContextValue] = []
    /// The root (holds its object, and everything the views hold).
    private let root: ContextValue

    /// A stack holding the root context.
    init(root: ContextValue) {
        self.root = root
        frames.reserveCapacity(16)
        values.reserveCapacity(16)
        push(root)
    }

    /// Pushes a section's value (the caller keeps it alive until `pop`).
    @inline(__always)
    mutating func push(_ value: ContextValue) {
        push(value, isListed: false, isFirst: false, isLast: false)
    }

    /// Pushes element `index` of a list of `count` elements, flagged or not (the caller
    /// keeps the list alive until `pop`).
    @inline(__always)
    mutating func push(_ value: ContextValue, at index: Int, of count: Int, flagged: Bool) {
        push(value, isListed: flagged, isFirst: index == 0, isLast: index == count - 1)
    }

    @inline(__always)
    private mutating func push(_ value: ContextValue, isListed: Bool, isFirst: Bool, isLast: Bool) {
        var object: (any ContextObject)?
        if case .object(let pushed) = value {
            object = pushed
            values.append(.null)
        } else {
            values.append(value)
        }
        frames.append(Frame(object: object, isListed: isListed, isFirst: isFirst, isLast: isLast))
    }

    /// Pops the innermost value.
    @inline(__always)
    mutating func pop() {
        frames.removeLast()
        values.removeLast()
    }

    /// Resolves the first part of a compiled name per the Mustache spec: walks the stack
    /// outwards to the first object that has the key (the top frame only when anchored);
    /// `nil` when none has it (the caller descends through further parts with
    /// `member(of:named:key:)`). `name` is the first part's text (for keys that are no
    /// `ContextKey`).
    @inline(__always)
    func resolve(_ key: NameKey, name: @autoclosure () -> String) -> ContextValue? {
        if key.isImplicit {
            if let object = frames[frames.count - 1].object { return .object(object) }
            return values[values.count - 1]
        }
        return frames.withUnsafeBufferPointer { frames in
            var index = frames.count - 1
            let lowest = key.isAnchored ? index : 0
            while index >= lowest {
                let frame = frames[index]
                if let object = frame.object {
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
    }

    /// `value[name]` when `value` is an object holding it (for the parts after the first).
    func member(of value: ContextValue, named name: String, key: ContextKey?) -> ContextValue? {
        guard case .object(let object) = value else { return nil }
        if let key { return object.value(for: key) }
        return object.value(named: name)
    }
}
