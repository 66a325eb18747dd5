/// The strict amount grammar of Docs/Commands.md §2.3: digits, optional `'`/`_` (or the locale's
/// grouping mark) between groups of three, an optional `.` (or the locale's decimal mark) with at most
/// the currency's decimals (two for CHF, none for JPY: `MoneyRules`).
/// A mark that could both group and separate decimals is never guessed: in de-DE, `1.234` is refused
/// with its two readings, while `3.20`, `3,20`, `1.234,50` and `1.234.567` each read one way.
enum MoneyParser {
    /// The spaces a locale that groups with one takes, whichever it prints (U+202F in fr-FR): the
    /// no-break spaces and the space a person types (`'1 234,50'`). Other locales take none.
    private static let spaces: Set<Character> = Character.noBreakSpaces.union([" "])
    /// The grouping marks of a locale that groups with a space: any of `spaces`, `'` and `_`.
    private static let spaceGroupings: Set<Character> = spaces.union(["'", "_"])

    static func parse(_ raw: String) throws(MoneyParseError) -> Money {
        let text = raw.trimmingSpaces()
        guard !text.isEmpty else { throw .empty }
        if text.first == "-" || text.first == "+" { throw .signed(raw) }
        let rules = MoneyRules.current
        let groupings = spaces.contains(rules.grouping) ? spaceGroupings : ["'", "_", rules.grouping]
        let decimals: Set<Character> = [".", rules.decimalMark]
        var integerPart = Substring(text)
        var fraction: Substring = ""
        if let markIndex = text.lastIndex(where: decimals.contains) {
            let mark = text[markIndex]
            let after = text[text.index(after: markIndex)...]
            let before = text[..<markIndex]
            let groupsToo = groupings.contains(mark)
            if groupsToo && before.contains(mark) {
                // Two of the same mark: it groups (`1.234.567` in de-DE).
            } else {
                // In a currency without decimals only the grouping reads (`1.234` yen in de-DE is 1234).
                if groupsToo && after.count == 3 && after.allSatisfy(\.isASCIIDigit) && !before.contains(where: groupings.contains)
                    && (1...3).contains(before.count)
                {
                    guard rules.minorDigits > 0 else { return try parse(String(before) + after) }
                    throw .ambiguous(raw, grouped: "\(before)\(after)", decimal: "\(before).\(after)")
                }
                integerPart = before
                fraction = after
                if fraction.isEmpty { throw .malformed(raw) }
            }
        }
        guard fraction.allSatisfy(\.isASCIIDigit) else { throw .malformed(raw) }
        guard fraction.count <= rules.minorDigits else { throw .tooManyDecimals(raw, allowed: rules.minorDigits) }
        guard let units = parseGroupedInteger(integerPart, groupings: groupings) else { throw .malformed(raw) }
        let fractionCents = Int64(fraction.padding(toLength: rules.minorDigits, withPad: "0", startingAt: 0)) ?? 0
        let (scaled, overflow) = units.multipliedReportingOverflow(by: rules.scale)
        guard !overflow, scaled <= Money.maximum.cents - fractionCents else { throw .tooLarge(raw) }
        return Money(cents: scaled + fractionCents)
    }

    /// `1800`, `1'800`, `1_800`; separators (one kind) only between groups of exactly three digits.
    private static func parseGroupedInteger(_ text: Substring, groupings: Set<Character>) -> Int64? {
        guard let first = text.first, first.isASCIIDigit else { return nil }
        let groups = text.split(omittingEmptySubsequences: false, whereSeparator: groupings.contains)
        if groups.count > 1 {
            let separators = Set(text.filter(groupings.contains))
            guard separators.count == 1 else { return nil }
            guard (1...3).contains(groups[0].count), groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
        }
        let digits = String(groups.joined())
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCIIDigit }) else { return nil }
        guard digits.count <= 15 else { return Int64.max / 1000 + 1 }
        return Int64(digits)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    public func trimmingSpaces() -> String {
        // Most texts (a bank file's fields) start and end with a visible ASCII character: no
        // character needs its Unicode properties looked up.
        var slice = Substring(self)
        if let first = slice.utf8.first, let last = slice.utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return String(slice)
        }
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
