import Shared
import Testing

@testable import PulpeApp

/// What Tab offers, for each kind of word.
@Suite struct CompletionEngineTests {
    let engine = CompletionEngine(
        parser: CommandRegistry.parser,
        snapshot: CompletionSnapshot(
            months: ["2026-10", "2026-11"], lines: ["Rent", "Rainy day", "Groceries"],
            transactions: ["Migros"], templates: ["Normal month"], goals: [])
    )

    @Test(
        arguments: [
            ("", "bud", ["budget"]),
            ("", "tx", ["tx"]),
            ("budget ", "", ["new", "list", "show", "delete", "year", "set"]),
            ("budget ", "s", ["show", "set"]),
            ("line ", "a", ["add"]),
            ("line add ", "", ["income", "expense", "saving"]),
            ("line add ex", "", []),
            ("line add ", "sa", ["saving"]),
            ("budget show ", "2026-1", ["2026-10", "2026-11"]),
            ("line check ", "r", ["Rent", "\"Rainy day\""]),
            ("line check ", "\"Rai", ["\"Rainy day\""]),
            ("tx add Coffee 4 ", "--l", ["--line"]),
            ("tx add Coffee 4 --line ", "g", ["Groceries"]),
            ("tx check ", "", ["last", "Migros"]),
            ("tx list --sort ", "a", ["amount"]),
            ("template show ", "n", ["\"Normal month\""]),
            ("open ", "bud", ["budgets", "budget"]),
            ("settings ", "", ["set"]),
            ("settings set ", "p", ["payday"]),
            ("budget list ", "--", ["--year", "--json"]),
            ("budget list --year 2026 ", "--", ["--json"]),
            ("help ", "sett", ["settings"]),
            ("help line ", "a", ["add"]),
            ("help template line ", "", ["add", "set", "remove"]),
        ] as [(String, String, [String])])
    func candidates(before: String, word: String, expected: [String]) {
        #expect(engine.candidates(before: before, word: word) == expected)
    }

    @Test func anUnterminatedQuoteBeforeTheWordCompletesNothing() {
        #expect(engine.candidates(before: "line check \"Rainy ", word: "d").isEmpty)
    }
}
