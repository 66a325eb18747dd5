import CommandKit
import Model
import Shared
import Testing

@testable import BudgetsFeature

/// `line add` reads its arguments strictly and names the bad one.
@Suite struct LineAddCommandTests {
    private func parse(_ line: String) throws -> LineAddCommand {
        let parser = CommandParser(specs: [LineAddCommand.spec])
        return try LineAddCommand(parser.parse(Tokenizer.tokenize(line)))
    }

    @Test func readsKindNameAmountAndOptions() throws {
        let command = try parse("line add SAVING \"Rainy day\" 1'500.50 --budget 2026-11 --checked")
        #expect(command.kind == .saving)
        #expect(command.name == "Rainy day")
        #expect(command.amount == Money(cents: 150_050))
        #expect(command.budget == YearMonth(year: 2026, month: 11))
        #expect(command.checked)
    }

    @Test(arguments: [
        ("line add spending Rent 1800", "'spending' is not a kind: use income, expense or saving"),
        ("line add expense Rent 18.005", "amount '18.005' has more than two decimals"),
        (
            "line add expense Rent 1800 --budget 2026-13",
            "'2026-13' is not a month: use YYYY-MM (e.g. 2026-11) or this-month, last-month, -3m (`help dates`)"
        ),
    ])
    func refusesBadInput(line: String, message: String) {
        let error = #expect(throws: (any Error).self) { try parse(line) }
        #expect(error.map { "\($0)" } == message)
    }

    @Test func aMissingAmountNamesTheUsage() {
        #expect(throws: CommandParseError.missingArgument("AMOUNT", synopsis: LineAddCommand.spec.synopsis)) {
            try parse("line add expense Rent")
        }
    }
}
