/// The months pulpe can store and read back: `YYYY-MM` with a four-digit year from 1900.
extension YearMonth {
    public static let earliestSupported = YearMonth(year: 1900, month: 1)
    public static let latestSupported = YearMonth(year: 9999, month: 12)

    /// True when the month can be written as `YYYY-MM` and parsed back.
    public var isSupported: Bool { self >= Self.earliestSupported && self <= Self.latestSupported }
}
