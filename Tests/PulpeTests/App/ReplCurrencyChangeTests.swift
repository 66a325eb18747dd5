import CommandKit
import Model
import Persistence
import Shared
import Stores
import Terminal
import TestSupport
import Testing

@testable import PulpeApp

/// In the REPL, `settings set currency` on a database that holds amounts asks first, saying that
/// nothing is converted: no keeps the currency, yes changes it and keeps every amount's digits.
@MainActor
@Suite struct ReplCurrencyChangeTests {
    static let question =
        "Nothing is converted: every stored amount keeps its digits and is now read in EUR. Change the currency from CHF? [y/N] "

    /// Runs `lines` in the REPL on a new database; returns the prompts seen, what was printed,
    /// the currency after and November's income (nil without a budget).
    private func run(_ lines: [String]) async throws -> (prompts: [String], printed: String, currency: String, salary: Money?) {
        let database = try AppDatabase.inMemory()
        let context = CommandContext(stores: AppStores(database: database), today: LocalDate(year: 2026, month: 11, day: 13))
        let session = Session(context: context, format: .table, bail: false)
        var printed = ""
        session.write = { text, _ in printed += text }
        let reader = ScriptedLineReader(lines.map(LineReadResult.line) + [.endOfInput])
        _ = await Repl(session: session, reader: reader, styler: .plain).run()
        let settings = try await context.stores.settings.current()
        let november = try await context.stores.budgetService.details(month: YearMonth(year: 2026, month: 11))
        return (reader.prompts, printed, settings.currency.code, november?.metrics.totalIncome)
    }

    /// A budget with Salary 6'500, then `settings set currency EUR`, answering `answer`.
    private func change(answering answer: String) async throws -> (prompts: [String], printed: String, currency: String, salary: Money?) {
        try await run(["budget new 2026-11", "line add income Salary 6500", "settings set currency EUR", answer])
    }

    @Test func noKeepsTheCurrency() async throws {
        let result = try await change(answering: "n")
        #expect(result.prompts.contains(Self.question), "\(result.prompts)")
        #expect(result.printed.contains("The currency stays CHF."), "\(result.printed)")
        #expect(result.currency == "CHF")
        #expect(result.salary == Money(units: 6500))
    }

    @Test func yesChangesItAndConvertsNothing() async throws {
        let result = try await change(answering: "y")
        #expect(result.prompts.contains(Self.question), "\(result.prompts)")
        #expect(result.printed.contains("Currency set to EUR. Nothing is converted"), "\(result.printed)")
        #expect(result.currency == "EUR")
        // The same digits, now euros.
        #expect(result.salary == Money(units: 6500))
    }

    /// An empty database changes without a question: there is nothing to read differently.
    @Test func anEmptyDatabaseIsNotAsked() async throws {
        let result = try await run(["settings set currency EUR"])
        #expect(!result.prompts.contains { $0.contains("[y/N]") }, "\(result.prompts)")
        #expect(result.printed.contains("Currency set to EUR."), "\(result.printed)")
        #expect(result.currency == "EUR")
    }
}
