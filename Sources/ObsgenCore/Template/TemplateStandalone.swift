/// The Mustache "standalone line" rule: a line holding nothing but whitespace and one
/// section, inverted, closing, comment or partial tag disappears from the output, its
/// newline included. A standalone partial's leading whitespace becomes its indentation.
enum TemplateStandalone {
    /// Marks standalone tags and trims their lines out of the neighbouring text tokens.
    /// Emptied text tokens are removed.
    static func apply(to tokens: inout [TemplateToken], bytes: [UInt8]) {
        // Decide on the original ranges first: trimming one tag's line must not hide the
        // newline that makes the next tag standalone.
        var decisions: [(index: Int, lineBegin: Int, lineEnd: Int)] = []
        for index in tokens.indices {
            guard case .tag(let tag) = tokens[index], tag.kind.canStandAlone,
                let lineBegin = lineBegin(before: index, tokens: tokens, bytes: bytes),
                let lineEnd = lineEnd(after: index, tokens: tokens, bytes: bytes)
            else { continue }
            decisions.append((index, lineBegin, lineEnd))
        }
        for decision in decisions {
            guard case .tag(var tag) = tokens[decision.index] else { continue }
            tag.isStandalone = true
            tag.indentation = Array(bytes[decision.lineBegin..<tag.start])
            tokens[decision.index] = .tag(tag)
            if decision.index > 0, case .text(let start, _) = tokens[decision.index - 1] {
                tokens[decision.index - 1] = .text(start: start, end: decision.lineBegin)
            }
            if decision.index + 1 < tokens.count, case .text(_, let end) = tokens[decision.index + 1] {
                tokens[decision.index + 1] = .text(start: decision.lineEnd, end: end)
            }
        }
        if !decisions.isEmpty {
            tokens.removeAll { token in
                if case .text(let start, let end) = token { return start >= end }
                return false
            }
        }
    }

    /// Where the tag's line begins (the start of the blanks before it), or `nil` when
    /// something other than blanks precedes the tag on its line.
    private static func lineBegin(before index: Int, tokens: [TemplateToken], bytes: [UInt8]) -> Int? {
        guard index > 0 else {
            if case .tag(let tag) = tokens[index] { return tag.start }
            return nil
        }
        guard case .text(let start, let end) = tokens[index - 1] else { return nil }
        var cursor = end
        while cursor > start && TemplateByte.isBlank(bytes[cursor - 1]) { cursor -= 1 }
        if cursor > start {
            return bytes[cursor - 1] == TemplateByte.newline ? cursor : nil
        }
        return index - 1 == 0 ? cursor : nil
    }

    /// Where the tag's line ends (just past its newline, or the end of the template), or
    /// `nil` when something other than blanks follows the tag on its line.
    private static func lineEnd(after index: Int, tokens: [TemplateToken], bytes: [UInt8]) -> Int? {
        guard index + 1 < tokens.count else {
            if case .tag(let tag) = tokens[index] { return tag.end }
            return nil
        }
        guard case .text(let start, let end) = tokens[index + 1] else { return nil }
        var cursor = start
        while cursor < end && TemplateByte.isBlank(bytes[cursor]) { cursor += 1 }
        if cursor == end {
            return index + 1 == tokens.count - 1 ? cursor : nil
        }
        if bytes[cursor] == TemplateByte.newline { return cursor + 1 }
        if bytes[cursor] == TemplateByte.carriageReturn && cursor + 1 < end && bytes[cursor + 1] == TemplateByte.newline {
            return cursor + 2
        }
        return nil
    }
}
