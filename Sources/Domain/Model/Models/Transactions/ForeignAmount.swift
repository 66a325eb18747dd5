import Shared

/// An amount in another currency than the budget's, as it was paid or received: kept beside the
/// transaction's amount, which is the same money in the budget's currency.
/// Example: an Amazon purchase of USD 45.00 recorded as CHF 39.65 keeps `ForeignAmount(45.00, USD)`.
public struct ForeignAmount: Sendable, Hashable {
    /// In minor units of `currency` (cents of a dollar, whole yen).
    public var amount: Money
    public var currency: Currency

    public init(amount: Money, currency: Currency) {
        self.amount = amount
        self.currency = currency
    }

    /// The same amount without its sign (an import row's original is signed like its amount).
    public var magnitude: ForeignAmount { ForeignAmount(amount: amount.magnitude, currency: currency) }

    /// The rules of `currency` with the marks of the rules in force: how this amount is written and read.
    public static func rules(of currency: Currency) -> MoneyRules {
        let current = MoneyRules.current
        return MoneyRules(
            minorDigits: currency.minorDigits, maximumTransaction: Money.maximum, grouping: current.grouping,
            decimalMark: current.decimalMark)
    }

    /// `45.00 USD`, `2'700 JPY`: with the currency's decimals and the locale's marks.
    public var formatted: String {
        MoneyRules.$current.withValue(Self.rules(of: currency)) { "\(amount.formatted) \(currency.code)" }
    }

    /// The JSON number of the amount with the currency's decimals (`45.00`, `2700`).
    public var plainDecimal: String { MoneyRules.$current.withValue(Self.rules(of: currency)) { amount.plainDecimal } }

    /// Reads `text` as an amount of `currency` (its decimals, the locale's marks).
    /// A text that does not read throws its `MoneyParseError`.
    public static func parse(_ text: String, in currency: Currency) throws -> ForeignAmount {
        let amount = try MoneyRules.$current.withValue(rules(of: currency)) { try Money.parse(text) }
        return ForeignAmount(amount: amount, currency: currency)
    }
}
