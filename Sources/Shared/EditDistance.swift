/// Levenshtein distance, for "did you mean …?" suggestions.
public enum EditDistance {
    public static func between(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.lowercased())
        let b = Array(rhs.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let length = word.count
        let limit = max(2, length / 3)
        // Lengths further apart than `limit` are further apart in distance too: a megabyte word
        // is not compared letter by letter with every name.
        let scored = candidates.filter { abs($0.count - length) <= limit }.map { ($0, between(word, $0)) }
        if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit { return best.0 }
        guard !word.isEmpty else { return nil }
        let lowered = word.lowercased()
        return candidates.first { $0.lowercased().hasPrefix(lowered) }
    }
}
