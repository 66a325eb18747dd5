import CommandKit
import Domain
import Model
import Persistence
import Shared
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

    /// Runs a budget with Salary 6'500 then `settings set currency EUR`, answering `answer`;
    /// returns the prompts seen, what was printed, the currency after and the salary's amount.
    private func change(answering answer: String) async throws -> (prompts: [String], printed: String, currency: String, salary: Money) {
        let database = try AppDatabase.inMemory()
        let context = CommandContext(stores: AppStores(database: database), today: LocalDate(year: 2026, month: 11, day: 13))
        let session = Session(context: context, format: .table, bail: false)
        var printed = ""
        session.write = { text, _ in printed += text }
        let reader = ScriptedLineReader([
            .line("budget new 2026-11"), .line("line add income Salary 6500"), .line("settings set currency EUR"), .line(answer),
            .endOfInput,
        ])
        _ = await Repl(session: session, reader: reader, styler: .plain).run()
        let settings = try await context.stores.settings.current()
        let november = try #require(try await context.stores.budgetService.details(month: YearMonth(year: 2026, month: 11)))
        return (reader.prompts, printed, settings.currency.code, november.metrics.totalIncome)
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
        let database = try AppDatabase.inMemory()
        let context = CommandContext(stores: AppStores(database: database), today: LocalDate(year: 2026, month: 11, day: 13))
        let session = Session(context: context, format: .table, bail: false)
        var printed = ""
        session.write = { text, _ in printed += text }
        let reader = ScriptedLineReader([.line("settings set currency EUR"), .endOfInput])
        _ = await Repl(session: session, reader: reader, styler: .plain).run()
        #expect(!reader.prompts.contains { $0.contains("[y/N]") }, "\(reader.prompts)")
        #expect(printed.contains("Currency set to EUR."), "\(printed)")
        #expect(try await context.stores.settings.current().currency.code == "EUR")
    }
}
