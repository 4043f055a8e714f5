/// A template context in flat tables of trivial values: what the context builders fill
/// and the renderer reads (`--dump-context` prints it as JSON, see `json(_:)`).
///
/// A `JSONValue` tree costs an allocation per object, array and long string to build, as
/// many to free, and a reference count per value the renderer reads. Here an object is a
/// run of entries in one table, an array a run of values in another, every string's bytes
/// sit in one pool, and keys are the builders' static strings: building appends to three
/// buffers, freeing is three deallocations, and a look-up compares plain integers.
final class FlatContext {
    /// Every string value's UTF-8 (values refer to it by offset: it moves as it grows).
    let pool = OutputBuffer(capacity: 16_384)
    /// Array items (each array's items are contiguous).
    let values = FlatTable<FlatValue>(capacity: 512)
    /// Object entries (each object's head, and its tail, are contiguous).
    let entries = FlatTable<FlatEntry>(capacity: 2048)
    /// Integer values (rare; kept out of `FlatValue` to keep it small).
    private(set) var integers: [Int] = []
    /// Copies of keys that are not static strings (contexts made from a `JSONValue`).
    private var ownedKeys: [UnsafeMutableBufferPointer<UInt8>] = []
    /// The root value (set once the builder is done).
    var root = FlatValue(kind: .null)

    /// An empty context, to be filled by a builder.
    init() {}

    deinit {
        for key in ownedKeys { key.deallocate() }
    }

    /// The integer a `.int` value stands for.
    func integer(_ value: FlatValue) -> Int { integers[Int(value.first)] }

    /// An integer value.
    func int(_ number: Int) -> FlatValue {
        integers.append(number)
        return FlatValue(kind: .int, first: Self.index(integers.count - 1))
    }

    /// A string value (its bytes are copied into the pool).
    func string(_ text: String) -> FlatValue {
        let start = pool.count
        pool.append(text)
        return FlatValue(kind: .string, first: Self.index(start), second: Self.index(pool.count - start))
    }

    /// A string value made of parts, written into the pool one after the other (no
    /// intermediate `String` is built).
    func string(_ first: String, _ second: String, _ third: String = "", _ fourth: String = "") -> FlatValue {
        let start = pool.count
        pool.append(first)
        pool.append(second)
        if !third.isEmpty { pool.append(third) }
        if !fourth.isEmpty { pool.append(fourth) }
        return FlatValue(kind: .string, first: Self.index(start), second: Self.index(pool.count - start))
    }

    /// A key that is not a static string: its bytes are copied and kept until `deinit`.
    func ownedKey(_ key: String) -> FlatKey {
        let bytes = Array(key.utf8)
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = copy.initialize(from: bytes)
        ownedKeys.append(copy)
        return FlatKey(UnsafePointer(copy.baseAddress!), count: bytes.count)
    }

    /// An offset as stored in the tables.
    @inline(__always)
    static func index(_ offset: Int) -> Int32 {
        precondition(offset <= Int(Int32.max), "template context too large")
        return Int32(truncatingIfNeeded: offset)
    }
}

/// One value of a `FlatContext`. Trivial: reading and copying it costs no reference counting.
struct FlatValue: BitwiseCopyable {
    /// The kind of value.
    enum Kind: UInt8, BitwiseCopyable {
        case null, bool, int, string, array, object
    }

    /// The kind of value.
    var kind: Kind
    /// `.bool`: 1 for true; `.int`: index in `integers`; `.string`: start in `pool`;
    /// `.array`: first item in `values`; `.object`: first head entry in `entries`.
    var first: Int32 = 0
    /// `.string`: byte count; `.array`: item count; `.object`: head entry count.
    var second: Int32 = 0
    /// `.object`: first tail entry in `entries` (the tail holds entries added to a shared
    /// head, such as a list item's `isFirst` / `isLast`).
    var third: Int32 = 0
    /// `.object`: tail entry count.
    var fourth: Int32 = 0

    /// `null`.
    static let null = FlatValue(kind: .null)
    /// `true`.
    static let `true` = FlatValue(kind: .bool, first: 1)
    /// `false`.
    static let `false` = FlatValue(kind: .bool, first: 0)

    /// A Boolean value.
    @inline(__always)
    static func bool(_ flag: Bool) -> FlatValue { flag ? .true : .false }

    /// Mustache truthiness: `null`, `false` and `[]` are falsey; everything else
    /// (including `0` and `""`) is truthy.
    var isMustacheTruthy: Bool {
        switch kind {
        case .null: false
        case .bool: first != 0
        case .array: second != 0
        case .int, .string, .object: true
        }
    }
}

/// An object key: UTF-8 bytes that outlive the context (a static string's, or a copy the
/// context owns), with the tag look-ups compare first. `@unchecked Sendable`: the bytes are
/// never written after the key is made.
struct FlatKey: BitwiseCopyable, @unchecked Sendable {
    /// The bytes.
    let bytes: UnsafePointer<UInt8>
    /// The byte count.
    let count: Int32
    /// `JSONEntry.tag(of:)` of the key.
    let tag: UInt64

    /// A key from bytes that live at least as long as the context.
    init(_ bytes: UnsafePointer<UInt8>, count: Int) {
        self.bytes = bytes
        self.count = Int32(truncatingIfNeeded: count)
        var tag = UInt64(truncatingIfNeeded: count)
        if count >= 8 {
            // The first eight bytes in one load (in bounds); the shift drops the eighth.
            tag |= UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self)) << 8
        } else {
            for index in 0..<count {
                tag |= UInt64(bytes[index]) << UInt64(8 * (index + 1))
            }
        }
        self.tag = tag
    }

    /// A static string's key.
    @inline(__always)
    init(_ key: StaticString) {
        self.init(key.utf8Start, count: key.utf8CodeUnitCount)
    }

    /// The key as a string.
    var text: String {
        String(decoding: UnsafeBufferPointer(start: bytes, count: Int(count)), as: UTF8.self)
    }
}

/// One key and value of an object.
struct FlatEntry: BitwiseCopyable {
    /// The key.
    var key: FlatKey
    /// The value.
    var value: FlatValue
}

/// A growable table of trivial values in one allocation, read through its base pointer
/// (no array bounds or uniqueness checks, no reference counting).
final class FlatTable<Element: BitwiseCopyable> {
    /// The first element (moves when the table grows).
    private(set) var base: UnsafeMutablePointer<Element>
    /// How many elements are in use.
    private(set) var count = 0
    /// How many elements fit.
    private var capacity: Int

    /// An empty table with room for `capacity` elements.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Adds `extra` elements (to be set before they are read); returns the first's index.
    func reserve(_ extra: Int) -> Int {
        let start = count
        if count + extra > capacity {
            var newCapacity = capacity * 2
            while newCapacity < count + extra { newCapacity *= 2 }
            let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }
        count += extra
        return start
    }

    /// The element at `index`.
    subscript(index: Int) -> Element {
        @inline(__always) get { base[index] }
        @inline(__always) set { base[index] = newValue }
    }
}
