import CommandKit
import Foundation
import Model
import Persistence
import Shared
import Stores
import Terminal
import TestSupport
import Testing

@testable import PulpeApp

/// In the REPL an import that finds a transfer between the user's accounts shows it and asks
/// [y/N] before it writes: yes pairs, anything else imports the movements as they are.
@MainActor
@Suite struct ReplTransferPairingTests {
    let database: AppDatabase
    let session: Session
    let folder: URL

    init() throws {
        database = try AppDatabase.inMemory()
        let context = CommandContext(stores: AppStores(database: database), today: LocalDate(year: 2026, month: 11, day: 13))
        session = Session(context: context, format: .table, bail: false)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pairing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "Date,Payee,Amount\n2026-11-02,Salary,5000.00\n2026-11-03,To savings,-500.00\n".write(
            to: folder.appendingPathComponent("main.csv"), atomically: true, encoding: .utf8)
        try "Date,Payee,Amount\n2026-11-04,From checking,500.00\n".write(
            to: folder.appendingPathComponent("savings.csv"), atomically: true, encoding: .utf8)
    }

    /// Imports both files, answering `answer` to the question; returns the prompts seen and
    /// November's income and expenses.
    private func importBoth(answering answer: String) async throws -> (prompts: [String], figures: [Money]) {
        defer { try? FileManager.default.removeItem(at: folder) }
        let reader = ScriptedLineReader([
            .line("account add Savings --kind savings"), .line("import \(folder.path)/main.csv --account Main"),
            .line("import \(folder.path)/savings.csv --account Savings"), .line(answer), .endOfInput,
        ])
        let repl = Repl(session: session, reader: reader, styler: .plain)
        _ = await repl.run()
        let november = try #require(try await session.context.stores.budgetService.details(month: YearMonth(year: 2026, month: 11)))
        return (reader.prompts, [november.metrics.totalIncome, november.metrics.totalExpenses])
    }

    /// Yes: Salary 5'000.00 is the month's only income, nothing is spent.
    @Test func yesPairs() async throws {
        let (prompts, figures) = try await importBoth(answering: "y")
        #expect(prompts.contains("Pair them as one transfer? [y/N] "), "\(prompts)")
        #expect(figures == [Money(units: 5000), .zero])
    }

    /// No: the 500.00 stays an income of Savings and an expense of Main.
    @Test func anythingElseImportsTheMovementsAsTheyAre() async throws {
        let (prompts, figures) = try await importBoth(answering: "")
        #expect(prompts.contains("Pair them as one transfer? [y/N] "), "\(prompts)")
        #expect(figures == [Money(units: 5500), Money(units: 500)])
    }
}
