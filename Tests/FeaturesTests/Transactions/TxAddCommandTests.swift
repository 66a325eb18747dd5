import CommandKit
import Model
import Shared
import Testing

@testable import TransactionsFeature

/// `tx add` arguments: amounts, dates and kinds are strict.
@Suite struct TxAddCommandTests {
    private func parse(_ line: String) throws -> TxAddCommand {
        try TxAddCommand(CommandParser(specs: [TxAddCommand.spec]).parse(Tokenizer.tokenize(line)))
    }

    @Test func readsEveryOption() throws {
        let command = try parse(
            "tx add \"Migros Wollishofen\" 82.4 --line Groceries --date 2026-11-03 --checked --category food --kind expense")
        #expect(command.name == "Migros Wollishofen")
        #expect(command.amount == Money(cents: 8240))
        #expect(command.line == "Groceries")
        #expect(command.date == LocalDate(year: 2026, month: 11, day: 3))
        #expect(command.checked)
        #expect(command.category == "food")
        #expect(command.kind == .expense)
    }

    @Test(arguments: [
        ("tx add Coffee -4", "amount '-4' must not have a sign: amounts are positive, the kind gives the direction"),
        (
            "tx add Coffee 4 --date 2026-02-30",
            "'2026-02-30' is not a day of 2026-02, which has 28 days: give a day from 1 to 28, or a date YYYY-MM-DD"
        ),
        (
            "tx add Coffee 4 --date 2026-2-3",
            "'2026-2-3' is not a date: use YYYY-MM-DD (e.g. 2026-11-03) or today, yesterday, -10d, monday (`help dates`)"
        ),
        ("tx add Coffee 4 --kind refund", "'refund' is not a kind: use income, expense or saving"),
    ])
    func refusesBadInput(line: String, message: String) {
        let error = #expect(throws: (any Error).self) { try parse(line) }
        #expect(error.map { "\($0)" } == message)
    }
}
