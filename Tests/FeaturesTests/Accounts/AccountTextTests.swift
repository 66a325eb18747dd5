import Model
import Shared
import Testing

@testable import AccountsFeature

@Suite struct AccountTextTests {
    @Test func aCardShowsWhatIsOwed() {
        let card = Account(id: 2, name: "Visa", kind: .card, transactionSum: Money(cents: -25_000))
        let summary = AccountSummary(account: card, balance: Money(cents: -25_000), checkedBalance: .zero, isDefault: false)
        #expect(AccountText.line(summary) == "Visa (card): owed 250.00")
    }

    @Test func aClosedAccountSaysSince() {
        let account = Account(id: 3, name: "Old", closedOn: LocalDate.parse("2026-10-31"))
        let summary = AccountSummary(account: account, balance: Money(cents: 1_050), checkedBalance: .zero, isDefault: false)
        #expect(AccountText.line(summary) == "Old (checking, closed on 2026-10-31): 10.50")
    }
}
