import Model
import Shared
import Testing

@testable import BudgetsFeature

/// `budget delete` says what went with the budget and whose balances changed.
@Suite struct BudgetDeleteCommandTests {
    private let december = YearMonth(year: 2026, month: 12)

    @Test func anEmptyBudgetIsJustDeleted() {
        let empty = BudgetContents(lines: 0, transactions: 0, checked: 0, transfers: 0, accounts: [])
        #expect(BudgetDeleteCommand.deleted(december, empty) == "Deleted budget 2026-12.")
        #expect(BudgetDeleteCommand.with(empty) == "")
    }

    @Test func linesAloneChangeNoBalance() {
        let planned = BudgetContents(lines: 1, transactions: 0, checked: 0, transfers: 0, accounts: [])
        #expect(BudgetDeleteCommand.deleted(december, planned) == "Deleted budget 2026-12 with 1 line.")
    }

    @Test func noLinesAreNotCounted() {
        let free = BudgetContents(lines: 0, transactions: 3, checked: 0, transfers: 0, accounts: ["Main"])
        #expect(BudgetDeleteCommand.with(free) == " with 3 transactions")
    }

    @Test func transactionsAndTransfersNameTheAccounts() {
        let one = BudgetContents(lines: 2, transactions: 1, checked: 0, transfers: 0, accounts: ["Main"])
        #expect(
            BudgetDeleteCommand.deleted(december, one)
                == "Deleted budget 2026-12 with 2 lines and 1 transaction: the balance of 'Main' changed (`undo` brings it all back).")
        let three = BudgetContents(lines: 3, transactions: 4, checked: 2, transfers: 1, accounts: ["Main", "Savings", "Visa"])
        #expect(
            BudgetDeleteCommand.deleted(december, three)
                == "Deleted budget 2026-12 with 3 lines, 4 transactions (2 checked) and 1 transfer: the balances of 'Main', "
                + "'Savings' and 'Visa' changed (`undo` brings it all back).")
    }
}
