/// The Mustache context stack over a `FlatContext`: the values sections have pushed,
/// innermost last. Everything it reads is trivial, so a look-up retains nothing.
struct ContextStack {
    /// The frames' storage.
    private let storage: FlatTable<FlatValue>
    /// The frames, outermost first (`storage`'s elements, read without array checks).
    private var frames: UnsafeMutablePointer<FlatValue>
    /// How many frames there are.
    private var depth = 1
    /// The tables the frames point into (held so that the pointers below stay valid).
    let context: FlatContext
    /// The context's string bytes.
    let pool: UnsafePointer<UInt8>
    /// The context's object entries.
    private let entries: UnsafePointer<FlatEntry>
    /// The context's array items.
    let items: UnsafePointer<FlatValue>

    /// A stack holding the root of a flattened context (complete: nothing is added to its
    /// tables afterwards).
    init(root context: FlatContext) {
        self.context = context
        pool = UnsafePointer(context.pool.start)
        entries = UnsafePointer(context.entries.base)
        items = UnsafePointer(context.values.base)
        storage = FlatTable(capacity: 16)
        _ = storage.reserve(16)
        frames = storage.base
        frames[0] = context.root
    }

    /// Pushes a section's value.
    @inline(__always)
    mutating func push(_ value: FlatValue) {
        if depth == storage.count {
            _ = storage.reserve(storage.count)
            frames = storage.base
        }
        frames[depth] = value
        depth += 1
    }

    /// Pops the innermost value.
    @inline(__always)
    mutating func pop() { depth -= 1 }

    /// Resolves the first part of a compiled name per the Mustache spec: walks the stack
    /// outwards to the first object that has the key (the top frame only when anchored);
    /// `nil` when none has it (the caller descends through further parts with `member(of:named:)`).
    /// `keyBytes` are the first part's bytes.
    @inline(__always)
    func resolve(_ key: NameKey, keyBytes: UnsafePointer<UInt8>) -> FlatValue? {
        if key.isImplicit { return frames[depth - 1] }
        var index = depth - 1
        let lowest = key.isAnchored ? index : 0
        while index >= lowest {
            if let match = member(of: frames[index], key: key, keyBytes: keyBytes) { return match }
            index -= 1
        }
        return nil
    }

    /// The value of the key in `frame` when it is an object holding it: its head entries,
    /// then its tail.
    @inline(__always)
    private func member(of frame: FlatValue, key: NameKey, keyBytes: UnsafePointer<UInt8>) -> FlatValue? {
        guard frame.kind == .object else { return nil }
        let headStart = Int(frame.first), headCount = Int(frame.second)
        for index in headStart..<(headStart + headCount) where matches(entries[index], key, keyBytes) {
            return entries[index].value
        }
        let tailStart = Int(frame.third), tailCount = Int(frame.fourth)
        for index in tailStart..<(tailStart + tailCount) where matches(entries[index], key, keyBytes) {
            return entries[index].value
        }
        return nil
    }

    /// Whether an entry's key is the name's first part: same tag (length and first seven
    /// bytes), then the bytes after the seventh.
    @inline(__always)
    private func matches(_ entry: FlatEntry, _ key: NameKey, _ keyBytes: UnsafePointer<UInt8>) -> Bool {
        guard entry.key.tag == key.tag, entry.key.count == key.count else { return false }
        let count = Int(key.count)
        if count <= 7 { return true }
        let bytes = entry.key.bytes
        for index in 7..<count where bytes[index] != keyBytes[index] { return false }
        return true
    }

    /// `value[key]` when `value` is an object holding `key` (for the parts after the first).
    func member(of value: FlatValue, named key: String) -> FlatValue? {
        guard value.kind == .object else { return nil }
        let utf8 = Array(key.utf8)
        let runs = [(Int(value.first), Int(value.second)), (Int(value.third), Int(value.fourth))]
        for (start, count) in runs {
            for index in start..<(start + count) {
                let entry = entries[index]
                if UnsafeBufferPointer(start: entry.key.bytes, count: Int(entry.key.count)).elementsEqual(utf8) {
                    return entry.value
                }
            }
        }
        return nil
    }
}
