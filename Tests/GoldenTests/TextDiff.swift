/// A readable line diff for golden failures: a numbered window around each differing region,
/// `-` for expected lines and `+` for actual ones (the first three regions).
enum TextDiff {
    /// The diff of two texts, or nil when they are equal.
    static func describe(expected: String, actual: String, name: String) -> String? {
        guard expected != actual else { return nil }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var output = "--- expected/\(name)\n+++ actual/\(name)\n"
        var oldIndex = 0
        var newIndex = 0
        var regions = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, newIndex < new.count, old[oldIndex] == new[newIndex] {
                oldIndex += 1
                newIndex += 1
                continue
            }
            regions += 1
            if regions > 3 {
                output += "... (more differences)\n"
                break
            }
            let (oldEnd, newEnd) = resynchronise(old, oldIndex, new, newIndex)
            output += "@@ line \(oldIndex + 1) @@\n"
            for line in max(0, oldIndex - 3)..<oldIndex { output += "  \(line + 1): \(old[line])\n" }
            for line in oldIndex..<oldEnd { output += "- \(line + 1): \(old[line])\n" }
            for line in newIndex..<newEnd { output += "+ \(line + 1): \(new[line])\n" }
            oldIndex = oldEnd
            newIndex = newEnd
        }
        return output
    }

    /// The nearest pair of positions from which the texts agree again (greedy search).
    private static func resynchronise(_ old: [String], _ oldStart: Int, _ new: [String], _ newStart: Int) -> (Int, Int) {
        let limit = max(old.count - oldStart, new.count - newStart)
        for distance in 1...max(1, limit) {
            for oldSkip in 0...distance {
                let newSkip = distance - oldSkip
                let oldAt = oldStart + oldSkip
                let newAt = newStart + newSkip
                if oldAt <= old.count, newAt <= new.count,
                   oldAt == old.count && newAt == new.count || (oldAt < old.count && newAt < new.count && old[oldAt] == new[newAt]) {
                    return (oldAt, newAt)
                }
            }
        }
        return (old.count, new.count)
    }
}
