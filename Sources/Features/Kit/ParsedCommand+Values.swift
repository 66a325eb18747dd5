import Model
import Shared

/// Typed readers of command arguments; each error names the input and the expected form.
extension ParsedCommand {
    public func requiredArgument(_ index: Int) throws -> String {
        guard let value = argument(index) else {
            throw CommandParseError.missingArgument(spec.arguments[index].name, synopsis: spec.synopsis)
        }
        return value
    }

    /// A month `YYYY-MM`; one that does not read is bad data (status 65).
    public static func month(_ text: String) throws -> YearMonth {
        guard let month = YearMonth.parse(text) else { throw DateInputError.notAMonth(text) }
        return month
    }

    /// A date `YYYY-MM-DD` (relative words are written out before a command reads them); bad data otherwise.
    public static func date(_ text: String) throws -> LocalDate {
        guard let date = LocalDate.parse(text) else { throw DateInputError.unreadableDate(text) }
        return date
    }

    /// An amount; one that does not read is bad data (status 65), its error naming the input.
    public static func amount(_ text: String) throws -> Money {
        try Money.parse(text)
    }

    /// A currency code of ISO 4217, in any case (`usd`); an unknown one is bad data (status 65).
    public static func currency(_ text: String) throws -> Currency {
        guard let currency = Currency.parse(text.trimmingSpaces()) else { throw CurrencyError.unknownCurrency(text) }
        return currency
    }

    /// What one unit of a currency is worth in the budget's (`0.8812`); above 0, else bad data.
    public static func rate(_ text: String) throws -> ExchangeRate {
        guard let rate = ExchangeRate.parse(text) else {
            // A sign in front of a number reads as a rate below 0, which the rules name.
            if text.hasPrefix("-"), ExchangeRate.parse(String(text.dropFirst())) != nil { throw CurrencyError.unusableRate(text) }
            throw CurrencyError.notARate(text)
        }
        guard rate.isUsable else { throw CurrencyError.unusableRate(text) }
        return rate
    }

    public static func kind(_ text: String) throws -> Kind {
        guard let kind = Kind.parse(text) else {
            throw DomainError.invalidValue("'\(Echo.cut(text))' is not a kind: use income, expense or saving")
        }
        return kind
    }

    /// The amount of a `set` command: the positional AMOUNT at `index` or `--amount` (`option`), not both.
    public func amountArgumentOrOption(at index: Int, _ option: OptionSpec) throws -> Money? {
        let positional = try argument(index).map(Self.amount)
        let option = try value(option, Self.amount)
        if positional != nil && option != nil {
            throw CommandParseError.misusedOptions("give the amount once: either as AMOUNT or with --amount")
        }
        return positional ?? option
    }

    /// The value of `option` read by `transform`, or nil when the option is absent.
    public func value<T>(_ option: OptionSpec, _ transform: (String) throws -> T) throws -> T? {
        try value(option).map(transform)
    }
}
