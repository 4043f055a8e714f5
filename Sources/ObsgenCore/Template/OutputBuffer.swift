/// The renderer's output: a growable block of bytes appended to with `memcpy`-like copies
/// (`Array.append(contentsOf:)` cost ~100 instructions per call, and a render makes one
/// call per text run and value).
final class OutputBuffer {
    /// The bytes (valid until the next append).
    private(set) var start: UnsafeMutablePointer<UInt8>
    /// How many bytes are written.
    private(set) var count = 0
    /// How many bytes fit.
    private var capacity: Int

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// Appends bytes.
    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        if count + bytes.count > capacity { grow(toAtLeast: count + bytes.count) }
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Appends a byte array.
    @inline(__always)
    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends a string's UTF-8.
    @inline(__always)
    func append(_ text: String) {
        // In place for native strings (no copy of the string, so no reference counting).
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            append(Array(text.utf8))
        }
    }

    /// The bytes written, as an array.
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// Doubles the capacity until `needed` bytes fit.
    private func grow(toAtLeast needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.moveInitialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }
}
