/// String literals inside expression text: skipped as units, except for the code inside
/// `\( )` interpolations, which the scanner reads as code (its identifiers are references).
extension ExpressionScanner {
    /// Opens the string literal at `pos` (`"`, `"""`, or `#`s before either).
    mutating func openString() -> Bool {
        let start = pos
        var hashes = 0
        while source[pos + hashes] == ASCII.hash { hashes += 1 }
        let quote = pos + hashes
        let multiline = source[quote + 1] == ASCII.quote && source[quote + 2] == ASCII.quote
        guard push(.string(start: start, multiline: multiline, hashes: hashes), at: start) else { return false }
        result.mark(start, quote + 1)
        pos = quote + (multiline ? 3 : 1)
        return true
    }

    /// Scans string content until the string closes (pops it), an interpolation opens
    /// (pushes it), or the string is unterminated (fails). Returns false on failure.
    mutating func scanStringBody(start: Int, multiline: Bool, hashes: Int) -> Bool {
        let count = source.count
        while pos < count {
            let byte = source[pos]
            if byte == ASCII.backslash {
                guard hashesFollow(pos + 1, hashes) else {
                    pos += 1
                    continue
                }
                let after = pos + 1 + hashes
                if source[after] == ASCII.openParen {
                    guard push(.interpolation(after), at: after) else { return false }
                    pos = after + 1
                    previous = .other
                    return true
                }
                // Skip the escaped byte, but never a line break of a one-line string.
                pos = (source[after] == ASCII.newline && !multiline) ? after : after + 1
                continue
            }
            if byte == ASCII.quote {
                let closes =
                    multiline
                    ? source[pos + 1] == ASCII.quote && source[pos + 2] == ASCII.quote && hashesFollow(pos + 3, hashes)
                    : hashesFollow(pos + 1, hashes)
                if closes {
                    pos += (multiline ? 3 : 1) + hashes
                    stack.removeLast()
                    result.mark(start, pos)
                    previous = .other
                    return true
                }
                pos += 1
                continue
            }
            if byte == ASCII.newline && !multiline {
                reportUnclosed(atEOF: false)  // stops at the line break
                return false
            }
            pos += 1
        }
        reportUnclosed(atEOF: true)
        return false
    }

    /// True when `hashes` `#` bytes follow at `offset`.
    private func hashesFollow(_ offset: Int, _ hashes: Int) -> Bool {
        var index = 0
        while index < hashes {
            if source[offset + index] != ASCII.hash { return false }
            index += 1
        }
        return true
    }
}
