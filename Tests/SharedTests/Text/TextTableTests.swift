import Testing

@testable import Shared

@Suite struct TextTableTests {
    private var sample: TextTable {
        TextTable(
            columns: [.left("Line"), .left("Kind"), .right("Amount")],
            rows: [
                ["Rent", "expense", "1'800.00"],
                ["Groceries and household", "expense", "600.00"],
                ["Salary", "income", "6'500.00"],
            ]
        )
    }

    @Test func alignsTextLeftAndNumbersRight() {
        #expect(
            sample.renderLines() == [
                "Line                     Kind       Amount",
                "───────────────────────  ───────  ────────",
                "Rent                     expense  1'800.00",
                "Groceries and household  expense    600.00",
                "Salary                   income   6'500.00",
            ])
    }

    @Test func lastLeftAlignedColumnHasNoTrailingSpaces() {
        let table = TextTable(columns: [.right("#"), .left("Name")], rows: [["1", "a"], ["12", "longer"]])
        #expect(table.render() == " #  Name\n──  ──────\n 1  a\n12  longer")
    }

    @Test func shrinksTheWidestTextColumnToFit() {
        let lines = sample.renderLines(maxWidth: 32)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 32 })
        #expect(lines[3] == "Groceries an…  expense    600.00")
        #expect(lines[2] == "Rent           expense  1'800.00")
    }

    /// A fixed column (a bar and its percentage) is never cut; the names are.
    @Test func aFixedColumnIsNeverCut() {
        let table = TextTable(
            columns: [.left("Line"), .fixedLeft("Used")],
            rows: [["Health insurance", "██░░  50 %"], ["Rent", "░░░░   0 %"]])
        #expect(table.renderLines(maxWidth: 16) == ["Line  Used", "────  ──────────", "Hea…  ██░░  50 %", "Rent  ░░░░   0 %"])
    }

    /// 16 + 2 + 10 = 28 columns; names capped at 12 give 24; a cap below the header keeps the header.
    @Test func widthWithTextColumnsCapped() {
        let table = TextTable(columns: [.left("Line"), .fixedLeft("Used")], rows: [["Health insurance", "██░░  50 %"]])
        #expect(table.width() == 28)
        #expect(table.width(cappingTextColumnsAt: 12) == 24)
        #expect(table.width(cappingTextColumnsAt: 2) == 16)
    }

    @Test func shrinksSeveralTextColumnsButNeverNumbers() {
        #expect(sample.columnWidths(maxWidth: 20) == [4, 4, 8])
        #expect(sample.renderLines(maxWidth: 20)[3] == "Gro…  exp…    600.00")
        // Too narrow even at the minimum: text columns stop at it, numbers stay whole.
        let lines = sample.renderLines(maxWidth: 10)
        #expect(sample.columnWidths(maxWidth: 10) == [TextTable.minimumTextWidth, TextTable.minimumTextWidth, 8])
        #expect(lines[3] == "Gr…  ex…    600.00")
        #expect(lines[4].hasSuffix("6'500.00"))
    }

    @Test func fitsExactlyWithoutCutting() {
        #expect(sample.columnWidths(maxWidth: 42) == [23, 7, 8])
        #expect(sample.columnWidths(maxWidth: 200) == [23, 7, 8])
    }

    @Test func wideAndCombiningCharactersAlign() {
        let table = TextTable(columns: [.left("Name"), .right("N")], rows: [["日本", "1"], ["e\u{301}te\u{301}", "22"]])
        #expect(
            table.renderLines() == [
                "Name   N",
                "────  ──",
                "日本   1",
                "e\u{301}te\u{301}   22",
            ])
    }

    @Test func missingCellsAreBlankAndExtraCellsIgnored() {
        var table = TextTable(columns: [.left("A"), .right("B")])
        table.addRow(["x"])
        table.addRow(["y", "1", "ignored"])
        #expect(table.rows == [["x", ""], ["y", "1"]])
        #expect(table.renderLines().count == 4)
    }

    @Test func styledHeaderKeepsAlignment() {
        let lines = sample.renderLines(styler: .ansi)
        #expect(lines[0].hasPrefix("\u{1B}[1mLine"))
        #expect(DisplayWidth.of(lines[0]) == DisplayWidth.of(sample.renderLines()[0]))
        #expect(lines[2] == sample.renderLines()[2])
    }

    @Test func emptyTableHasHeaderAndRule() {
        let table = TextTable(columns: [.left("Name"), .right("Amount")])
        #expect(table.renderLines() == ["Name  Amount", "────  ──────"])
    }
}
