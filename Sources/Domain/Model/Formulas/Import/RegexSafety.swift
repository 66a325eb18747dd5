/// Finds regular expressions that a backtracking matcher can take exponential time on: a
/// repeated group that itself repeats or offers alternatives (`(a+)+$` on "aaaa…!" doubles its
/// work with each `a`), or more than three open-ended repetitions (`.*.*.*.*x`). Such a rule is
/// refused when it is made and when an import loads it.
/// Examples: `(a+)+`, `(x|xy)*`, `(a?){30}`, `(\d{2,})+` → unsafe; `coop.*pronto`,
/// `(twint|paypal) .*`, `(ab)+`, `(\d{4})+`, `[a+]+` → safe.
public enum RegexSafety {
    /// The most characters of a payee a regular expression reads: bounds the polynomial cases
    /// (`.*.*.*`) that the check lets through.
    public static let maximumInput = 256

    /// The most open-ended repetitions (`*`, `+`, `{n,}`) a pattern may hold: each one more
    /// multiplies the work on a payee that almost matches by its length (256 at most).
    public static let maximumOpenRepetitions = 3

    /// True when `pattern` repeats a group that itself repeats or alternates, or holds more than
    /// `maximumOpenRepetitions` open-ended repetitions.
    public static func isUnsafe(_ pattern: String) -> Bool {
        let characters = Array(pattern)
        // One entry per open group: whether its content repeats or alternates.
        var groups: [Bool] = []
        var index = 0
        var lastClosedGroupIsRisky = false
        var open = 0
        while index < characters.count {
            let character = characters[index]
            var closedRisky = false
            switch character {
            case "\\":
                index += 1
                // \p{L}, \x{41}, \N{…}: the braces belong to the escape.
                if index + 1 < characters.count, "pPxNuo".contains(characters[index]), characters[index + 1] == "{" {
                    index = characters[index...].firstIndex(of: "}") ?? characters.count
                }
            case "[":
                index = endOfClass(characters, from: index)
            case "(":
                groups.append(false)
            case ")":
                closedRisky = groups.popLast() ?? false
                if closedRisky, !groups.isEmpty { groups[groups.count - 1] = true }
            case "|":
                if !groups.isEmpty { groups[groups.count - 1] = true }
            case "*", "+", "?", "{":
                let count = character == "{" ? repetition(characters, from: index) : nil
                // `+?`, `*?`, `??`: a lazy mark after a quantifier, not a quantifier of its own.
                // `(?:`, `(?i)`: a group's modifier, not a quantifier.
                if character == "?", index > 0, "*+?}(".contains(characters[index - 1]) { break }
                if character == "{", count == nil { break }
                let repeats = character != "?" && (count?.maximum ?? 2) > 1
                let varies = character != "{" || count.map { $0.maximum != $0.minimum } ?? false
                if character == "*" || character == "+" || count?.maximum == Int.max { open += 1 }
                if open > maximumOpenRepetitions { return true }
                if lastClosedGroupIsRisky, repeats { return true }
                if varies, !groups.isEmpty { groups[groups.count - 1] = true }
            default:
                break
            }
            lastClosedGroupIsRisky = closedRisky
            index += 1
        }
        return false
    }

    /// The bounds of the `{n}`, `{n,}` or `{n,m}` at `start` (`Int.max` for none), nil when the
    /// brace is a plain character.
    static func repetition(_ characters: [Character], from start: Int) -> (minimum: Int, maximum: Int)? {
        guard let end = characters[start...].firstIndex(of: "}") else { return nil }
        let parts = String(characters[(start + 1)..<end]).split(separator: ",", omittingEmptySubsequences: false)
        guard let minimum = Int(parts.first ?? "") else { return nil }
        switch parts.count {
        case 1: return (minimum, minimum)
        case 2: return parts[1].isEmpty ? (minimum, Int.max) : Int(parts[1]).map { (minimum, $0) }
        default: return nil
        }
    }

    /// The index of the `]` closing the class that opens at `start` (a `]` first in it is literal).
    static func endOfClass(_ characters: [Character], from start: Int) -> Int {
        var index = start + 1
        if index < characters.count, characters[index] == "^" { index += 1 }
        if index < characters.count, characters[index] == "]" { index += 1 }
        while index < characters.count, characters[index] != "]" {
            if characters[index] == "\\" { index += 1 }
            index += 1
        }
        return index
    }
}
