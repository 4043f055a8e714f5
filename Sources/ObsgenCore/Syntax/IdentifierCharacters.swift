/// The non-ASCII characters allowed in Swift identifiers, from "Identifiers" in The Swift
/// Programming Language (Lexical Structure). ASCII is handled by `ASCII`.
enum IdentifierCharacters {
    /// Non-ASCII ranges that may start an identifier (below the supplementary planes).
    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD,
    ]

    /// Non-ASCII ranges that may continue (but not start) an identifier: combining marks.
    private static let continueRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    /// True when the (non-ASCII) scalar may start an identifier.
    static func isHead(_ value: UInt32) -> Bool {
        if value >= 0x10000 {
            // U+10000–U+EFFFD, except the last two code points of each plane.
            return value < 0xF0000 && (value & 0xFFFF) <= 0xFFFD
        }
        for range in headRanges where range.contains(value) { return true }
        return false
    }

    /// True when the (non-ASCII) scalar may continue an identifier.
    static func isContinue(_ value: UInt32) -> Bool {
        if isHead(value) { return true }
        for range in continueRanges where range.contains(value) { return true }
        return false
    }
}
