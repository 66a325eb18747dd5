import Shared
import Testing

@Suite struct TextTableFittingTests {
    /// #12 (3), "Migros Zürich" (13), expense (7, first to go), Groceries (9, second), 62.40 under
    /// "Amount" (6): 38 wide and four gaps, 46. At 40, with the name kept 10 wide it would take 43,
    /// so the kind goes (37 left, the name whole); at 30 the line goes too (26); at 20 nothing is
    /// left to leave out and the name is cut to 7 ("Migros…").
    @Test func leavesOutOrderedColumnsBeforeCuttingTextBelowReadable() {
        let table = TextTable(
            columns: [.fixedLeft("#"), .left("Name"), .fixedLeft("Kind").leftOutToFit(1), .left("Line").leftOutToFit(2), .right("Amount")],
            rows: [["#12", "Migros Zürich", "expense", "Groceries", "62.40"]])
        let whole = table.rendered(maxWidth: 46)
        #expect(whole.leftOut.isEmpty)
        #expect(whole.text.split(separator: "\n").last == "#12  Migros Zürich  expense  Groceries   62.40")
        let forty = table.rendered(maxWidth: 40)
        #expect(forty.leftOut == ["Kind"])
        #expect(
            forty.text
                == "#    Name           Line       Amount\n───  ─────────────  ─────────  ──────\n#12  Migros Zürich  Groceries   62.40")
        let thirty = table.rendered(maxWidth: 30)
        #expect(thirty.leftOut == ["Kind", "Line"])
        #expect(thirty.text.split(separator: "\n").last == "#12  Migros Zürich   62.40")
        let twenty = table.rendered(maxWidth: 20)
        #expect(twenty.text.split(separator: "\n").last == "#12  Migros…   62.40")
        #expect(TextTable.leftOutNote(twenty.leftOut) == "Left out to fit the width: kind and line.")
        #expect(TextTable.leftOutNote([]) == nil)
    }

    /// A streamed table leaves out what `render` does: the widths `fitted` gives mark the column.
    @Test func aStreamedTableLeavesOutTheSameColumns() {
        let table = TextTable(columns: [.fixedLeft("#"), .left("Name"), .fixedLeft("Kind").leftOutToFit(1), .right("Amount")])
        var widths = table.unmeasuredWidths()
        let row = ["#12", "Migros Zürich", "expense", "62.40"]
        table.measure(row, into: &widths)
        let fitted = table.fitted(widths, maxWidth: 30)
        #expect(table.leftOut(in: fitted) == ["Kind"])
        #expect(table.streamedLine(row, widths: fitted) == "#12  Migros Zürich   62.40")
        #expect(table.streamedHeader(widths: fitted) == "#    Name           Amount\n───  ─────────────  ──────")
    }

    /// "* Savings account" (17) and "never" under "Reconciled" (10): 29 wide. At 26 the 3 columns
    /// come off the header that is wider than its cells ("Reconc…"), not off the account's name.
    @Test func aHeaderWiderThanItsCellsIsCutFirst() {
        let table = TextTable(columns: [.left("Account"), .left("Reconciled")], rows: [["* Savings account", "never"]])
        #expect(
            table.render(maxWidth: 26)
                == "Account            Reconc…\n─────────────────  ───────\n* Savings account  never")
    }
}
