import Model
import Shared
import Testing

/// A split's foreign amount: shared as the amount is, the parts adding up to the whole.
@Suite struct SplitFormulasTests {
    static let usd = Currency.parse("USD")!
    static let jpy = Currency.parse("JPY")!

    func dollars(_ cents: Int64) -> ForeignAmount { ForeignAmount(amount: Money(cents: cents), currency: Self.usd) }

    /// 100.00 USD as 88.12 split 50.00 + 38.12: 10'000 × 3'812 / 8'812 = 4'325.9 → 43.26; the first the rest, 56.74.
    @Test func eachLaterPartPaysItsShareAndTheFirstTheRest() {
        let shares = SplitFormulas.originalShares(
            dollars(10_000), total: Money(cents: 8_812), parts: [Money(cents: 5_000), Money(cents: 3_812)])
        #expect(shares == [dollars(5_674), dollars(4_326)])
        // Three even thirds of 1.00 USD paid as 0.90: the later parts' running sums 33.3 → 33 and
        // 66.7 → 67 give 33 and 34; the first part the rest, 33.
        let thirds = SplitFormulas.originalShares(dollars(100), total: Money(cents: 90), parts: [30, 30, 30].map { Money(cents: $0) })
        #expect(thirds == [dollars(33), dollars(33), dollars(34)])
        // Rounded one by one, 33.5, 33.5 and 32.9 would give 34 + 34 + 33 = 1.01 USD, more than paid.
        // On the running sums (33.5 → 34, 67 → 67, 99.9 → 100) they give 34, 33 and 33: the whole, and
        // nothing is left for the 0.01 first part.
        let cent = SplitFormulas.originalShares(
            dollars(100), total: Money(cents: 1_000), parts: [1, 335, 335, 329].map { Money(cents: $0) })
        #expect(cent == [nil, dollars(34), dollars(33), dollars(33)])
        // 3 yen over 10.00 francs split 9.99 + 0.01: 3 × 1 / 1'000 = 0.003 → 0, no foreign amount for that part.
        let yen = ForeignAmount(amount: Money(cents: 3), currency: Self.jpy)
        let tiny = SplitFormulas.originalShares(yen, total: Money(cents: 1_000), parts: [Money(cents: 999), Money(cents: 1)])
        #expect(tiny == [yen, nil])
    }

    /// A whole movement's foreign amount is its parts' summed; parts in two currencies have none.
    @Test func aMovementJoinsItsPartsForeignAmounts() {
        let first = Transaction(
            id: 5, budgetID: 1, name: "Amazon", amount: Money(cents: 5_000), kind: .expense, date: LocalDate(year: 2026, month: 11, day: 6),
            original: dollars(5_674))
        var second = Transaction(
            id: 9, budgetID: 1, name: "Amazon", amount: Money(cents: 3_812), kind: .expense, date: LocalDate(year: 2026, month: 11, day: 6),
            splitOf: 5, original: dollars(4_326))
        #expect(SplitFormulas.original(of: [first, second]) == dollars(10_000))
        #expect(SplitFormulas.movements([second, first]).map(\.original) == [dollars(10_000)])
        second.original = ForeignAmount(amount: Money(cents: 500), currency: Self.jpy)
        #expect(SplitFormulas.original(of: [first, second]) == nil)
        second.original = nil
        #expect(SplitFormulas.original(of: [first, second]) == dollars(5_674))
    }
}
