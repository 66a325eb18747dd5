import Ledger
import Model
import Shared
import TestSupport
import Testing

/// The rates a user keeps and the transactions paid in another currency, on a real SQLite file.
@Suite struct ExchangeRateServiceTests {
    let services: TestServices
    let rates: ExchangeRateService
    let usd = Currency.parse("USD")!
    let jpy = Currency.parse("JPY")!

    init() async throws {
        services = try TestServices()
        rates = ExchangeRateService(database: services.database)
        _ = try await services.budgets.create(month: month(2026, 11))
    }

    private func rate(_ text: String) throws -> ExchangeRate { try #require(ExchangeRate.parse(text)) }

    private func add(_ amount: String, _ currency: Currency, rate: ExchangeRate? = nil, on date: LocalDate) async throws -> Transaction {
        try await services.transactions.add(
            TransactionRequest(
                budget: .month(month(2026, 11)), name: "Amazon", amount: .zero, date: date,
                original: ForeignAmount.parse(amount, in: currency), rate: rate),
            today: day(2026, 11, 26)
        ).transaction
    }

    @Test func theRateOfTheDayIsTheLatestKeptOnOrBeforeIt() async throws {
        _ = try await rates.set(DatedRate(currency: usd, date: day(2026, 11, 1), rate: rate("0.8812")))
        _ = try await rates.set(DatedRate(currency: usd, date: day(2026, 11, 15), rate: rate("0.8790")))
        // 45.00 × 0.8812 = 39.654 → 39.65 on the 14th; 45.00 × 0.879 = 39.555 → 39.56 on the 15th.
        #expect(try await add("45", usd, on: day(2026, 11, 14)).amount == Money(cents: 3965))
        #expect(try await add("45", usd, on: day(2026, 11, 15)).amount == Money(cents: 3956))
        let listed = try await rates.list()
        #expect(listed.map(\.date) == [day(2026, 11, 1), day(2026, 11, 15)])
    }

    @Test func theOriginalIsKeptAndReadBack() async throws {
        let added = try await add("2700", jpy, rate: rate("0.0059"), on: day(2026, 11, 20))
        #expect(added.amount == Money(cents: 1593))
        #expect(added.original == ForeignAmount(amount: Money(cents: 2700), currency: jpy))
        let read = try await services.budgets.details(month: month(2026, 11))?.transactions.first
        #expect(read?.original == added.original)
        #expect(read?.amount == Money(cents: 1593))
    }

    @Test func aMissingRateChangesNothing() async throws {
        await #expect(throws: CurrencyError.missingRate(currency: "USD", date: day(2026, 11, 14), budget: "CHF", rateOption: true)) {
            try await add("45", usd, on: day(2026, 11, 14))
        }
        // A rate from a later day does not reach back.
        _ = try await rates.set(DatedRate(currency: usd, date: day(2026, 11, 15), rate: rate("0.8790")))
        await #expect(throws: CurrencyError.self) { try await add("45", usd, on: day(2026, 11, 14)) }
        #expect(try await services.budgets.details(month: month(2026, 11))?.transactions.isEmpty == true)
    }

    @Test func theBudgetsOwnCurrencyNeedsNoRate() async throws {
        let added = try await add("12.50", .chf, on: day(2026, 11, 3))
        #expect(added.amount == Money(cents: 1250))
        #expect(added.original == nil)
        await #expect(throws: CurrencyError.rateForBudgetCurrency("CHF")) {
            try await rates.set(DatedRate(currency: .chf, date: day(2026, 11, 1), rate: rate("1")))
        }
    }

    @Test func aSecondRateOfADayReplacesTheFirstAndRemoveSaysWhatItRemoved() async throws {
        _ = try await rates.set(DatedRate(currency: usd, date: day(2026, 11, 1), rate: rate("0.88")))
        let second = try await rates.set(DatedRate(currency: usd, date: day(2026, 11, 1), rate: rate("0.89")))
        #expect(second.replaced == (try rate("0.88")))
        #expect(try await rates.list(usd).map(\.rate) == [try rate("0.89")])
        _ = try await rates.set(DatedRate(currency: usd, date: day(2026, 11, 2), rate: rate("0.9")))
        #expect(try await rates.remove(usd, on: nil) == 2)
        await #expect(throws: CurrencyError.noRate(currency: "USD", date: nil)) { try await rates.remove(usd, on: nil) }
    }

    @Test func theConvertedAmountMeetsTheTypoGuard() async throws {
        // 10'000'000 USD at 0.88 is 8'800'000 CHF: above the 1'000'000 guard.
        await #expect(throws: DomainError.self) { try await add("10000000", usd, rate: rate("0.88"), on: day(2026, 11, 3)) }
    }
}
