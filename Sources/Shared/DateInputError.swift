/// A typed date or month that does not read (`2026-02-30`, `2026-13`) or a relative one that does not
/// land on a day pulpe can store (`+999999d`): bad data, status 65.
public enum DateInputError: UserFacingError, Equatable {
    case outOfRange(String)
    case noSuchDay(String, month: String, days: Int)
    case notAMonthUnit(String)
    case notADate(String)
    case notAMonth(String)

    public var exitStatus: ExitStatus { .dataError }

    /// Why `text` is not a date: a day its month does not have when it is written YYYY-MM-DD
    /// (`2026-11-31` → November has 30 days), else not a date at all.
    public static func unreadableDate(_ text: String) -> DateInputError {
        let bytes = Array(text.utf8)
        if bytes.count == 10, bytes[7] == UInt8(ascii: "-"), let month = YearMonth.parse(String(text.prefix(7))),
            bytes[8...].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        {
            return .noSuchDay(text, month: month.description, days: month.dayCount)
        }
        return .notADate(text)
    }

    public var message: String {
        switch self {
        case .outOfRange(let text):
            "'\(Echo.cut(text))' reaches more than \(RelativeDate.maximumYears) years from today: write the date as YYYY-MM-DD"
        case .noSuchDay(let text, let month, let days):
            "'\(Echo.cut(text))' is not a day of \(month), which has \(days) days: give a day from 1 to \(days), or a date YYYY-MM-DD"
        case .notADate(let text):
            // Where screens print the locale's dates, the locale's way is named first: it is what the user sees.
            if let format = DateRules.current.format {
                "'\(Echo.cut(text))' is not a date: use \(format.rawValue) or YYYY-MM-DD (e.g. "
                    + "\(format.text(LocalDate(year: 2026, month: 11, day: 3))) or 2026-11-03) or today, yesterday, -10d, monday (`help dates`)"
            } else {
                "'\(Echo.cut(text))' is not a date: use YYYY-MM-DD (e.g. 2026-11-03) or today, yesterday, -10d, monday (`help dates`)"
            }
        case .notAMonth(let text):
            "'\(Echo.cut(text))' is not a month: use YYYY-MM (e.g. 2026-11) or this-month, last-month, -3m (`help dates`)"
        case .notAMonthUnit(let text):
            "'\(Echo.cut(text))' is not a month: count months or years (-1m, +1y), or write YYYY-MM"
        }
    }
}
