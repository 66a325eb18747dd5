/// Dates and months typed relative to today, accepted wherever a date or a month is taken
/// (`tx add Bread 3.20 --date yesterday`, `tx list --since -10d`, `budget show last-month`).
///
/// Dates (today Friday 2026-11-27):
/// - `today` 2026-11-27, `yesterday` 2026-11-26, `tomorrow` 2026-11-28;
/// - a count of days, weeks, months or years back or ahead: `-10d` 2026-11-17, `+2w` 2026-12-11,
///   `-1m` 2026-10-27 (a day the month lacks becomes its last: `-1m` from 2026-03-31 is 2026-02-28),
///   `-1y` 2025-11-27; `-0d` is today; at most 100 years either way;
/// - a weekday, the latest on or before today: `monday` 2026-11-23, `friday` 2026-11-27;
///   `last monday` (or `last-monday`) the one a week before, 2026-11-16; `next monday` 2026-11-30;
/// - a day of this month: `1` 2026-11-01, `15` 2026-11-15;
/// - `this-month`, `last-month`, `next-month`: the first day of that calendar month (2026-11-01,
///   2026-10-01, 2026-12-01).
///
/// Months (the current budget month 2026-11, which a pay day can move past the calendar's):
/// `this-month` 2026-11, `last-month` 2026-10, `next-month` 2026-12, `-3m` 2026-08, `+1y` 2027-11.
public enum RelativeDate {
    /// How far a count may reach: past it, a typo is likelier than a plan.
    public static let maximumYears = 100

    /// The date `text` names, or nil when it is not a relative word (an ISO date is left to `LocalDate.parse`).
    public static func date(_ text: String, today: LocalDate) throws(DateInputError) -> LocalDate? {
        let word = text.lowercased().split(separator: " ").joined(separator: "-")
        switch word {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        case "tomorrow": return today.adding(days: 1)
        case "this-month": return today.yearMonth.firstDay
        case "last-month": return today.yearMonth.previous.firstDay
        case "next-month": return today.yearMonth.next.firstDay
        default: break
        }
        if let (count, unit) = try offset(word, text: text) {
            let date: LocalDate
            switch unit {
            case "d": date = today.adding(days: count)
            case "w": date = today.adding(days: count * 7)
            case "m": date = today.adding(months: count)
            default: date = today.adding(months: count * 12)
            }
            guard abs(date.yearMonth.periodIndex - today.yearMonth.periodIndex) <= maximumYears * 12 else { throw .outOfRange(text) }
            return date
        }
        if let weekday = weekday(word) { return today.adding(days: -((today.isoWeekday - weekday + 7) % 7)) }
        if word.hasPrefix("last-"), let weekday = weekday(String(word.dropFirst(5))) {
            return today.adding(days: -((today.isoWeekday - weekday + 7) % 7) - 7)
        }
        if word.hasPrefix("next-"), let weekday = weekday(String(word.dropFirst(5))) {
            return today.adding(days: (weekday - today.isoWeekday + 6) % 7 + 1)
        }
        if (1...2).contains(word.count), word.allSatisfy(\.isASCIIDigit), let day = Int(word) {
            let month = today.yearMonth
            guard (1...month.dayCount).contains(day) else {
                throw .noSuchDay(text, month: month.description, days: month.dayCount)
            }
            return LocalDate(year: month.year, month: month.month, day: day)
        }
        return nil
    }

    /// The month `text` names relative to `current` (the budget month of today), or nil when it is
    /// not a relative word.
    public static func month(_ text: String, current: YearMonth) throws(DateInputError) -> YearMonth? {
        let word = text.lowercased().split(separator: " ").joined(separator: "-")
        switch word {
        case "this-month": return current
        case "last-month": return current.previous
        case "next-month": return current.next
        default: break
        }
        guard let (count, unit) = try offset(word, text: text) else { return nil }
        guard unit == "m" || unit == "y" else { throw .notAMonthUnit(text) }
        let month = current.adding(months: unit == "m" ? count : count * 12)
        guard abs(count) <= maximumYears * (unit == "m" ? 12 : 1) else { throw .outOfRange(text) }
        return month
    }

    /// `-10d` → (-10, "d"); nil when the word is not a signed count with a unit.
    private static func offset(_ word: String, text: String) throws(DateInputError) -> (Int, Character)? {
        guard let sign = word.first, sign == "-" || sign == "+", let unit = word.last, "dwmy".contains(unit) else { return nil }
        let digits = word.dropFirst().dropLast()
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return nil }
        // Seven digits reach past the limit in every unit; more could overflow the arithmetic.
        guard digits.count <= 7, let count = Int(digits) else { throw .outOfRange(text) }
        return (sign == "-" ? -count : count, unit)
    }

    /// ISO weekday of an English day name, full or in three letters: `monday`, `mon` → 1.
    private static func weekday(_ word: String) -> Int? {
        let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        return names.firstIndex { $0 == word || (word.count == 3 && $0.hasPrefix(word)) }.map { $0 + 1 }
    }
}
