/// A 64-bit hash that is the same in every process and on every machine (Swift's `Hasher`
/// is seeded per process, so it cannot be stored): FNV-1a 64 applied to 64-bit
/// little-endian words, then to the remaining bytes one by one. Not cryptographic; the
/// manifest uses it to notice changed inputs, never to trust a file it has not stat'ed.
struct StableHash {
    /// The FNV-1a 64 offset basis.
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The FNV-1a 64 prime.
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash so far.
    private(set) var value: UInt64 = StableHash.offsetBasis

    /// A fresh hash.
    init() {}

    /// Mixes in bytes, followed by their count (so that `"ab" + "c"` and `"a" + "bc"` differ).
    mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var hash = value
        let count = bytes.count
        var index = 0
        while index + 8 <= count {
            hash = (hash ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))) &* Self.prime
            index += 8
        }
        while index < count {
            hash = (hash ^ UInt64(bytes[index])) &* Self.prime
            index += 1
        }
        value = (hash ^ UInt64(count)) &* Self.prime
    }

    /// Mixes in a byte array.
    mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }

    /// Mixes in a string's UTF-8.
    mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    /// The hash of one byte array.
    static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash = StableHash()
        hash.combine(bytes)
        return hash.value
    }
}
