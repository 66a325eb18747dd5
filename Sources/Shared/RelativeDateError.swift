/// A relative date that does not land on a day pulpe can store.
public enum RelativeDateError: UserFacingError, Equatable {
    case outOfRange(String)
    case noSuchDay(String, month: String, days: Int)
    case notAMonthUnit(String)

    public var exitStatus: ExitStatus { .dataError }

    public var message: String {
        switch self {
        case .outOfRange(let text):
            "'\(Echo.cut(text))' reaches more than \(RelativeDate.maximumYears) years from today: write the date as YYYY-MM-DD"
        case .noSuchDay(let text, let month, let days):
            "'\(Echo.cut(text))' is not a day of \(month), which has \(days) days: give a day from 1 to \(days), or a date YYYY-MM-DD"
        case .notAMonthUnit(let text):
            "'\(Echo.cut(text))' is not a month: count months or years (-1m, +1y), or write YYYY-MM"
        }
    }
}
