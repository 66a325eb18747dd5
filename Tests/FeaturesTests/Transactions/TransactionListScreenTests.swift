import CommandKit
import Model
import Shared
import Testing

@testable import TransactionsFeature

/// The streamed table of every match is the table built whole, whether its rows are kept from
/// the measuring pass (a search's few thousand) or read again in a second pass (the history).
@Suite struct TransactionListScreenTests {
    private let rows: [TransactionListScreen.Row] = (1...5).map { day in
        .init(
            transaction: Transaction(
                id: Int64(day), budgetID: 1, name: "Shop \(day)", amount: Money(units: Int64(day * 10)), kind: .expense,
                date: LocalDate(year: 2026, month: 11, day: day), category: day == 3 ? "food" : nil),
            line: day.isMultiple(of: 2) ? "Groceries" : nil)
    }

    private func streamed(heldRows: Int, passes: inout Int) throws -> String {
        var screen = TransactionListScreen(scope: "in any budget", typedFilters: [], limit: nil, page: 1, style: .plain)
        screen.heldRows = heldRows
        var text = ""
        var stream = JSONStream { text += $0 }
        try screen.stream(
            into: &stream, periodCount: { 5 },
            each: { row in
                passes += 1
                rows.forEach(row)
            })
        stream.finish()
        return text
    }

    @Test(arguments: [20_000, 5, 4, 0])
    func streamedEqualsBuilt(heldRows: Int) throws {
        let screen = TransactionListScreen(scope: "in any budget", typedFilters: [], limit: nil, page: 1, style: .plain)
        var totals = TransactionTotals()
        rows.forEach { totals.add($0.transaction) }
        var passes = 0
        let text = try streamed(heldRows: heldRows, passes: &passes)
        #expect(text == screen.render(rows, totals: totals, periodCount: 5))
        #expect(text.contains("Shop 5") && text.contains("food"))
        // Five rows fit in 5 or more held: one pass; fewer, the history is read twice.
        #expect(passes == (heldRows >= 5 ? 1 : 2))
    }

    /// Once a shown transaction has a category, the others read `(none)` in that column, dimmed as
    /// `free` is in the Line column, the word `tx show` and the reports use.
    @Test func aMissingCategoryReadsNoneDimmed() {
        var totals = TransactionTotals()
        rows.forEach { totals.add($0.transaction) }
        let plain = TransactionListScreen(scope: "in 2026-11", typedFilters: [], limit: nil, page: 1, style: .plain)
        let lines = plain.render(rows, totals: totals, periodCount: 5).split(separator: "\n")
        #expect(lines[2] == "#1     2026-11-01  Shop 1  expense  free       (none)     10.00", "\(lines)")
        #expect(lines[4] == "#3     2026-11-03  Shop 3  expense  free       food       30.00", "\(lines)")
        let coloured = TransactionListScreen(
            scope: "in 2026-11", typedFilters: [], limit: nil, page: 1, style: ScreenStyle(width: 80, color: true))
        #expect(coloured.render(rows, totals: totals, periodCount: 5).contains(Styler(enabled: true).dim("(none)")))
    }
}
