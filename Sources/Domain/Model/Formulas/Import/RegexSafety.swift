/// Finds regular expressions that a backtracking matcher can take exponential time on: a
/// repeated group that itself repeats or offers alternatives (`(a+)+$` on "aaaa…!" doubles its
/// work with each `a`). Such a rule is refused when it is made and when an import loads it.
/// Examples: `(a+)+`, `(x|xy)*`, `(\d{2,})+` → unsafe; `coop.*pronto`, `(twint|paypal) .*`,
/// `(ab)+`, `[a+]+` → safe.
public enum RegexSafety {
    /// The most characters of a payee a regular expression reads: bounds the polynomial cases
    /// (`.*.*.*`) that the check lets through.
    public static let maximumInput = 256

    /// True when `pattern` holds a repeated group that contains a repetition or an alternation.
    public static func isUnsafe(_ pattern: String) -> Bool {
        let characters = Array(pattern)
        // One entry per open group: whether its content repeats or alternates.
        var groups: [Bool] = []
        var index = 0
        var lastClosedGroupIsRisky = false
        while index < characters.count {
            let character = characters[index]
            var closedRisky = false
            switch character {
            case "\\":
                index += 1
            case "[":
                index = endOfClass(characters, from: index)
            case "(":
                groups.append(false)
            case ")":
                closedRisky = groups.popLast() ?? false
                if closedRisky, !groups.isEmpty { groups[groups.count - 1] = true }
            case "|":
                if !groups.isEmpty { groups[groups.count - 1] = true }
            case "*", "+", "{":
                if lastClosedGroupIsRisky, character != "{" || isUnboundedOrLarge(characters, from: index) { return true }
                if !groups.isEmpty { groups[groups.count - 1] = true }
            default:
                break
            }
            lastClosedGroupIsRisky = closedRisky
            index += 1
        }
        return false
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

    /// True for `{n,}` and `{n,m}` with m > 1: a repetition that can backtrack.
    static func isUnboundedOrLarge(_ characters: [Character], from start: Int) -> Bool {
        guard let end = characters[start...].firstIndex(of: "}") else { return false }
        let parts = String(characters[(start + 1)..<end]).split(separator: ",", omittingEmptySubsequences: false)
        if parts.count == 2 { return parts[1].isEmpty || (Int(parts[1]) ?? 2) > 1 }
        return (Int(parts.first ?? "") ?? 0) > 1
    }
}
