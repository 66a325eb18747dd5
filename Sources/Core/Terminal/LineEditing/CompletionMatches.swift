/// Turns a completer's candidates into what readline expects from an attempted-completion function.
enum CompletionMatches {
    /// `[]` for no match; `[match + " "]` for a single one (the space ends the word, like a shell; a
    /// folder's `/` gets none, so Tab goes on into it);
    /// otherwise `[common prefix, match, match, ...]`. Duplicates are dropped (first one kept). The common
    /// prefix never gets shorter than `word`, so a case-insensitive completer cannot erase what was typed.
    static func readlineArray(candidates: [String], word: String) -> [String] {
        var seen = Set<String>()
        let matches = candidates.filter { seen.insert($0).inserted }
        guard let first = matches.first else { return [] }
        if matches.count == 1 { return [first.hasSuffix("/") ? first : first + " "] }
        let prefix = matches.dropFirst().reduce(first) { commonPrefix($0, $1) }
        return [prefix.count < word.count ? word : prefix] + matches
    }

    /// The longest run of `Character`s both strings start with.
    static func commonPrefix(_ a: String, _ b: String) -> String {
        var result = ""
        for (x, y) in zip(a, b) {
            guard x == y else { break }
            result.append(x)
        }
        return result
    }

    /// Where `word` starts in `line`, in `Character`s. libedit reports `start` in code points (its buffer is
    /// wide); a byte offset is tried next, then "the word ends the line".
    static func wordStart(line: String, word: String, reportedStart start: Int) -> Int {
        let scalars = line.unicodeScalars
        if start >= 0, start <= scalars.count {
            let index = scalars.index(scalars.startIndex, offsetBy: start)
            if line[index...].hasPrefix(word), index == index.samePosition(in: line) {
                return line.distance(from: line.startIndex, to: index)
            }
        }
        let bytes = line.utf8
        if start >= 0, start <= bytes.count {
            let index = bytes.index(bytes.startIndex, offsetBy: start)
            if let characterIndex = index.samePosition(in: line), line[characterIndex...].hasPrefix(word) {
                return line.distance(from: line.startIndex, to: characterIndex)
            }
        }
        return max(0, line.count - word.count)
    }
}
