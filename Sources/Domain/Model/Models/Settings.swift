/// The user's settings: the pay day drives every period rule (Docs/Domain.md §6).
public struct Settings: Sendable, Equatable, Codable {
    /// 1 = calendar months; 2…31 = periods start on that day.
    public var payDay: Int
    public var currency: Currency
    /// The account of a transaction that names none (`account default`).
    public var defaultAccountID: Int64

    public init(payDay: Int = 1, currency: Currency = .chf, defaultAccountID: Int64 = Account.mainID) {
        self.payDay = payDay
        self.currency = currency
        self.defaultAccountID = defaultAccountID
    }

    public static let `default` = Settings()
}
