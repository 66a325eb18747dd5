import Model
import Shared
import Testing

/// Which unchecked transactions could explain a difference with the bank.
@Suite struct ReconciliationTests {
    private let day = LocalDate(year: 2026, month: 11, day: 10)

    private func expense(_ id: Int64, _ cents: Int64, splitOf: Int64? = nil) -> Transaction {
        Transaction(id: id, budgetID: 1, name: "t\(id)", amount: Money(cents: cents), kind: .expense, date: day, splitOf: splitOf)
    }

    private func reconciliation(bank: Int64, pulpe: Int64, _ unchecked: [Transaction]) -> Reconciliation {
        Reconciliation(
            account: Account(id: 1, name: "Main"), date: day, bank: Money(cents: bank), pulpe: Money(cents: pulpe), checkedCount: 0,
            unchecked: unchecked)
    }

    /// pulpe 1'000.00 after an unchecked Migros 82.40 the bank has not booked: 1'082.40 at the bank.
    @Test func aTransactionWhoseEffectIsTheDifference() {
        let found = reconciliation(bank: 108_240, pulpe: 100_000, [expense(1, 8240), expense(2, 1000)]).explaining
        #expect(found.map(\.id) == [1])
    }

    /// Coop 120.00 split 95.50 + 24.50 (parts #4 and #5, #5 split of #4), not yet at the bank: the
    /// difference is 120.00, which neither part is alone; both are named. A lone 24.50 elsewhere is not,
    /// and a difference of 24.50 names that lone row, not the part the bank never shows alone.
    @Test func theSplitPartsTogetherAreOneMovement() {
        let unchecked = [expense(5, 2450, splitOf: 4), expense(4, 9550), expense(3, 2450)]
        let found = reconciliation(bank: 112_000, pulpe: 100_000, unchecked).explaining
        #expect(found.map(\.id) == [5, 4])
        // A difference of one part's amount names the lone row like it, never the part alone.
        let part = reconciliation(bank: 102_450, pulpe: 100_000, unchecked).explaining
        #expect(part.map(\.id) == [3])
    }
}
