import Shared

/// A currency of ISO 4217 by its code, with its minor unit and the typo guard of one transaction.
/// Amounts are never converted between currencies: the currency says how they are written.
/// Example: `Currency.parse("jpy")` → JPY, 0 decimals, at most 1'000'000'000 a transaction.
public struct Currency: Sendable, Hashable, CodableAsText, CustomStringConvertible {
    public let code: String
    /// Decimals of the minor unit (ISO 4217's exponent): 2 for CHF, 0 for JPY, 3 for KWD.
    public let minorDigits: Int

    public static let chf = Currency(code: "CHF", minorDigits: 2)
    public static let eur = Currency(code: "EUR", minorDigits: 2)

    private init(code: String, minorDigits: Int) {
        self.code = code
        self.minorDigits = minorDigits
    }

    /// The currency of a code, in any case; nil for a code ISO 4217 does not list.
    public static func parse(_ text: String) -> Currency? {
        let code = text.uppercased()
        guard let digits = CurrencyTable.minorDigits[code] else { return nil }
        return Currency(code: code, minorDigits: digits)
    }

    public var rawValue: String { code }
    public var description: String { code }

    /// The default largest transaction: worth about a million francs, a power of ten of whole units
    /// (`CurrencyTable.guardExponent`). It still catches three zeros too many typed in francs.
    /// Example: CHF 1'000'000.00; JPY 1'000'000'000; IDR 10'000'000'000.00.
    public var defaultMaximumTransaction: Money {
        var units: Int64 = 1
        for _ in 0..<(CurrencyTable.guardExponent[code] ?? 6) { units *= 10 }
        return Money(cents: units * [1, 10, 100, 1000][minorDigits])
    }

    /// The rules amounts follow in this currency, with `maximum` as the typo guard when set and the
    /// locale's marks.
    public func rules(maximum: Money?, locale: UserLocale = .swissGerman) -> MoneyRules {
        MoneyRules(
            minorDigits: minorDigits, maximumTransaction: maximum ?? defaultMaximumTransaction, grouping: locale.grouping,
            decimalMark: locale.decimalMark, sign: locale.currencySign.flatMap { $0.code == code ? $0 : nil })
    }

    public init?(codableText: String) {
        guard let currency = Currency.parse(codableText) else { return nil }
        self = currency
    }

    public var codableText: String { code }
}
