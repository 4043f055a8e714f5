/// Rewrites expression text for places where `self` is not available.
enum ExpressionRewriter {
    /// The expression with `self.` removed before the given member names, so that the
    /// names resolve to parameters of the same name (used by `@locked` models' static
    /// derived functions). Other text is left exactly as written.
    static func removingSelf(from expression: ExpressionText, names: Set<String>) -> String {
        let text = Array(expression.text.utf8)
        let base = expression.range.start
        var removals: [Range<Int>] = []
        for reference in expression.references where names.contains(SwiftNames.escaped(reference.name.text)) {
            var cursor = reference.name.range.start - base - 1
            while cursor >= 0, text[cursor] == UInt8(ascii: " ") { cursor -= 1 }
            guard cursor >= 0, text[cursor] == UInt8(ascii: ".") else { continue }
            var selfEnd = cursor
            while selfEnd > 0, text[selfEnd - 1] == UInt8(ascii: " ") { selfEnd -= 1 }
            let selfStart = selfEnd - 4
            guard selfStart >= 0, Array(text[selfStart..<selfEnd]) == Array("self".utf8) else { continue }
            if selfStart > 0, isIdentifierByte(text[selfStart - 1]) { continue }
            removals.append(selfStart..<(reference.name.range.start - base))
        }
        guard !removals.isEmpty else { return expression.text }
        var result: [UInt8] = []
        var position = 0
        for removal in removals where removal.lowerBound >= position {
            result.append(contentsOf: text[position..<removal.lowerBound])
            position = removal.upperBound
        }
        result.append(contentsOf: text[position...])
        return String(decoding: result, as: UTF8.self)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 48 && byte <= 57) || ((byte | 0x20) >= 97 && (byte | 0x20) <= 122)
    }
}
