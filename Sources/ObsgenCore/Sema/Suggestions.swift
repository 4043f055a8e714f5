/// "Did you mean" suggestions: the closest known name to a misspelt one.
public enum Suggestions {
    /// The optimal-string-alignment (Damerau–Levenshtein) distance between two strings,
    /// counted in characters: insertions, deletions, substitutions and swaps of two
    /// adjacent characters each cost one.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Rows i-2, i-1 and i of the (a.count + 1) x (b.count + 1) table.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, twoBack[j - 2] + 1)
                }
                current[j] = best
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }

    /// The candidate closest to `name`, if one is close enough to be a likely typo.
    ///
    /// Names compare case-insensitively, so a candidate that differs only in case is
    /// always suggested. A candidate is close when its distance is at most
    /// `max(1, name.count / 3)`; the closest wins, ties go to the earlier candidate.
    /// A candidate equal to `name` is never suggested.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let limit = max(1, name.count / 3)
        let lowered = name.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(lowered, candidate.lowercased())
            guard distance <= limit else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.name
    }
}
