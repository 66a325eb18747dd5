import Shared

/// A rate the user keeps (`rate set USD 0.8812 --on 2026-11-01`): it holds from its day until the
/// currency's next kept rate. Example: USD 0.8812 on 2026-11-01 and 0.8790 on 2026-11-15 → a
/// transaction of 2026-11-14 is converted at 0.8812, one of 2026-11-15 at 0.8790.
public struct DatedRate: Sendable, Equatable {
    public var currency: Currency
    public var date: LocalDate
    public var rate: ExchangeRate

    public init(currency: Currency, date: LocalDate, rate: ExchangeRate) {
        self.currency = currency
        self.date = date
        self.rate = rate
    }
}
