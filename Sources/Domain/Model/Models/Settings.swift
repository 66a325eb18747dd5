/// The user's settings: the pay day drives every period rule (Docs/Domain.md §6).
public struct Settings: Sendable, Equatable, Codable {
    /// 1 = calendar months; 2…31 = periods start on that day.
    public var payDay: Int
    public var currency: Currency

    public init(payDay: Int = 1, currency: Currency = .chf) {
        self.payDay = payDay
        self.currency = currency
    }

    public static let `default` = Settings()
}
