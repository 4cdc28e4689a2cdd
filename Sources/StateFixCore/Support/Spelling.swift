/// "Did you mean …?" for mistyped option names and rule ids (as swift-argument-parser and
/// git do): the known name closest to what was typed, when it is close enough to be a typo.
package enum Spelling {
    /// The candidate with the smallest edit distance to `typed`, if that distance is at most a
    /// third of the typed length (at least 1, at most 3); ties go to the earlier candidate.
    package static func suggestion(for typed: String, among candidates: some Sequence<String>) -> String? {
        let limit = min(3, max(1, typed.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The Levenshtein distance between two strings, in characters.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count), current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
