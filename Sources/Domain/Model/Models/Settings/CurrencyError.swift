import Shared

/// Money in another currency that cannot be recorded: a code ISO 4217 does not list, a rate that
/// does not read or is not usable, or no rate for the day. Typed values are bad data (status 65);
/// a missing rate is a rule (status 1).
public enum CurrencyError: UserFacingError, Equatable {
    case unknownCurrency(String)
    case notARate(String)
    case unusableRate(String)
    /// No rate of `currency` on or before `date`; `budget` is the budget's currency. `rateOption`:
    /// the command takes `--rate` (only `tx add`; an import or a transfer needs a rate kept).
    case missingRate(currency: String, date: LocalDate, budget: String, rateOption: Bool = false)
    /// A rate for the budget's own currency (`rate set CHF 1` in a CHF budget).
    case rateForBudgetCurrency(String)
    case rateWithoutCurrency
    /// The amount at the rate passes the largest amount pulpe stores.
    case convertedTooLarge(amount: String, rate: String)
    /// The amount at the rate is less than the smallest unit it is recorded in (1 JPY at 0.004 is
    /// 0.00 CHF); `smallest` is that unit with its code ("0.01 CHF").
    case convertedBelowSmallestUnit(amount: String, smallest: String)
    /// `rate remove` of a currency, or a day, with no rate kept.
    case noRate(currency: String, date: LocalDate?)

    /// `amount` converted to less than one unit of `currency`. Example: 1 JPY into CHF at 0.004 →
    /// "1 JPY is less than 0.01 CHF at its rate, too little to record: …".
    public static func belowSmallestUnit(_ amount: ForeignAmount, in currency: Currency) -> CurrencyError {
        .convertedBelowSmallestUnit(
            amount: amount.formatted, smallest: ForeignAmount(amount: Money(cents: 1), currency: currency).formatted)
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .unknownCurrency, .notARate, .unusableRate, .convertedTooLarge, .convertedBelowSmallestUnit, .rateForBudgetCurrency:
            .dataError
        // --rate without --currency is an option missing, as for any command.
        case .rateWithoutCurrency: .usage
        case .missingRate, .noRate: .failure
        }
    }

    public var message: String {
        switch self {
        case .unknownCurrency(let text):
            "'\(Echo.cut(text))' is not a currency code of ISO 4217: use three letters such as CHF, EUR, USD, GBP, JPY or IDR"
        case .notARate(let text):
            "rate '\(Echo.cut(text))' is not a number: give what one unit of the currency is worth in the budget's, e.g. 0.8812"
        case .unusableRate(let text):
            "rate '\(Echo.cut(text))' cannot be used: a rate is above 0, at most \(ExchangeRate.maximumValue) and has at most "
                + "\(ExchangeRate.maximumDecimals) decimals"
        case .missingRate(let currency, let date, let budget, let rateOption):
            rateOption
                ? "no rate for \(currency) on or before \(date): add --rate R (what 1 \(currency) is worth in \(budget)), or keep one "
                    + "with `rate set \(currency) R --on \(date)`"
                : "no rate for \(currency) on or before \(date): keep one with `rate set \(currency) R --on \(date)` (R: what 1 "
                    + "\(currency) is worth in \(budget))"
        case .rateForBudgetCurrency(let code):
            "\(code) is the budget's currency (see `settings`): it needs no rate; rates are for other currencies"
        case .rateWithoutCurrency:
            "--rate needs --currency: say which currency the amount is in (e.g. --currency USD --rate 0.8812)"
        case .convertedTooLarge(let amount, let rate):
            "\(amount) at \(rate) is more than pulpe can store: check the amount and the rate"
        case .convertedBelowSmallestUnit(let amount, let smallest):
            "\(amount) is less than \(smallest) at its rate, too little to record: check the amount and the rate"
        case .noRate(let currency, let date):
            if let date {
                "no rate of \(currency) is kept for \(date): `rate list \(currency)` shows its days"
            } else {
                "no rate of \(currency) is kept: `rate list` shows the rates"
            }
        }
    }
}
