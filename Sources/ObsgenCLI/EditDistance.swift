import ObsgenCore

/// "Did you mean" suggestions for mistyped option names.
enum EditDistance {
    /// The edit distance the checker's "did you mean" notes use too (one definition).
    static func between(_ a: String, _ b: String) -> Int {
        Suggestions.editDistance(a, b)
    }

    /// The candidate closest to `word`, if it is close enough to be a plausible typo: at
    /// most a third of the word's length edits away (so nothing is suggested for words of one
    /// or two characters, such as `-x`). Ties keep the first.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = word.count / 3
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(word, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }
}
