import DomainKit
import GRDB
import Model
import Persistence
import Shared

/// Owns the rates the user keeps (`rate set`, `rate list`, `rate remove`) and converts money paid in
/// another currency to the budget's: with the rate given, else the currency's latest kept rate on
/// or before the day. pulpe never fetches a rate.
public actor ExchangeRateService: ServiceActor {
    let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    /// `rate set CODE RATE [--on DATE]`: keeps the rate from `date`; returns it and the rate it replaced that day.
    public func set(_ rate: DatedRate) throws -> (kept: DatedRate, replaced: ExchangeRate?) {
        try SupportedRange.check(rate.date)
        return try database.write { db in
            guard try SettingsService.settings(db).currency != rate.currency else {
                throw CurrencyError.rateForBudgetCurrency(rate.currency.code)
            }
            let replaced = try Self.rates(db, currency: rate.currency).first { $0.date == rate.date }?.rate
            try ExchangeRateWriter.upsert(db, rate)
            return (rate, replaced)
        }
    }

    /// `rate remove CODE [--on DATE]`: the number of rates removed (at least one, else an error).
    public func remove(_ currency: Currency, on date: LocalDate?) throws -> Int {
        try database.write { db in
            let removed = try ExchangeRateWriter.delete(db, currency: currency, date: date)
            guard removed > 0 else { throw CurrencyError.noRate(currency: currency.code, date: date) }
            return removed
        }
    }

    /// The kept rates, by currency then day; one currency's when `currency` is given.
    public func list(_ currency: Currency? = nil) throws -> [DatedRate] {
        try database.read { db in try Self.rates(db, currency: currency) }
    }

    static func rates(_ db: Database, currency: Currency?) throws -> [DatedRate] {
        var sql = "SELECT currency, on_date, rate, id FROM exchange_rate"
        var arguments: StatementArguments = []
        if let currency {
            sql += " WHERE currency = ?"
            arguments = [currency.code]
        }
        return try Row.fetchAll(db, sql: sql + " ORDER BY currency, on_date", arguments: arguments).map(Self.datedRate)
    }

    /// The rate in force on `date`: the currency's latest kept rate on or before it.
    static func rate(_ db: Database, _ currency: Currency, on date: LocalDate) throws -> DatedRate? {
        try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT currency, on_date, rate, id FROM exchange_rate WHERE currency = ? AND on_date <= ?
                    ORDER BY on_date DESC LIMIT 1
                    """), arguments: [currency.code, date.description]
        ).map(Self.datedRate)
    }

    /// `original` in the budget's currency (`budget`), at `given` or else at the rate kept for `date`; a rate given
    /// for the budget's own currency is refused.
    /// Example: 45.00 USD on 2026-11-26, USD kept at 0.8812 since 2026-11-01, CHF budget → 39.65.
    package static func convert(
        _ db: Database, _ original: ForeignAmount, to budget: Currency, on date: LocalDate, at given: ExchangeRate?
    ) throws -> Money {
        guard original.currency != budget else {
            // `tx add Taxi 5 --currency CHF --rate 2` in a CHF budget: the rate would be silently unused.
            if given != nil { throw CurrencyError.rateForBudgetCurrency(budget.code) }
            return original.amount
        }
        guard let rate = try given ?? rate(db, original.currency, on: date)?.rate else {
            throw CurrencyError.missingRate(currency: original.currency.code, date: date, budget: budget.code)
        }
        guard
            let converted = rate.convert(original.amount, fromDigits: original.currency.minorDigits, toDigits: budget.minorDigits)
        else { throw CurrencyError.convertedTooLarge(amount: original.formatted, rate: rate.description) }
        return converted
    }

    private static func datedRate(_ row: Row) throws -> DatedRate {
        let id: Int64 = row[3]
        let code: String = row[0]
        let day: String = row[1]
        let text: String = row[2]
        guard let currency = Currency.parse(code) else {
            throw DomainError.unreadableRow(table: "exchange_rate", id: id, column: "currency", value: Echo.cut(code))
        }
        guard let date = LocalDate.parse(day) else {
            throw DomainError.unreadableRow(table: "exchange_rate", id: id, column: "on_date", value: Echo.cut(day))
        }
        guard let rate = ExchangeRate.parse(text), rate.isUsable else {
            throw DomainError.unreadableRow(table: "exchange_rate", id: id, column: "rate", value: Echo.cut(text))
        }
        return DatedRate(currency: currency, date: date, rate: rate)
    }
}
