import CommandKit
import Foundation
import Model
import Persistence
import Shared
import Stores
import Synchronization
import Terminal
import TestSupport
import Testing

@testable import PulpeApp

/// The REPL loop with a scripted reader: navigation context, history, Ctrl-C and Ctrl-D.
@MainActor
@Suite struct ReplTests {
    let database: AppDatabase
    let session: Session

    init() throws {
        database = try AppDatabase.inMemory()
        let context = CommandContext(stores: AppStores(database: database), today: LocalDate(year: 2026, month: 11, day: 13))
        session = Session(context: context, format: .table, bail: false)
    }

    private func run(_ results: [LineReadResult]) async -> (ScriptedLineReader, Int32) {
        let reader = ScriptedLineReader(results)
        let repl = Repl(session: session, reader: reader, styler: .plain)
        let status = await repl.run()
        return (reader, status)
    }

    @Test func commandsTypedInsideABudgetTakeItsMonth() async throws {
        let (reader, status) = await run([
            .line("budget new 2026-10"), .line("budget new 2026-11"),
            .line("open budget 2026-10"), .line("line add expense Dentist 250"), .line("where"),
            .endOfInput,
        ])
        #expect(status == 0)
        let october = try #require(try await session.context.stores.budgetService.details(month: YearMonth(year: 2026, month: 10)))
        #expect(october.lines.map(\.name) == ["Dentist"])
        #expect(october.metrics.totalExpenses == Money(units: 250))
        #expect(reader.prompts.last == "pulpe budget 2026-10 · CHF 250.00 short › ")
    }

    /// After `tx add` the prompt's figure comes from the stored month figures (the budget's lines
    /// and kept sums), never from reading the month's transactions: 6'500 − 600 = 5'900 left, the
    /// 82.40 inside Groceries' 600.
    @Test func afterTxAddThePromptReadsTheStoredFiguresNotTheTransactions() async throws {
        _ = await run([
            .line("budget new 2026-11"), .line("line add income Salary 6500"), .line("line add expense Groceries 600"), .endOfInput,
        ])
        let prompt = PromptModel(context: session.context)
        #expect(await prompt.prompt(path: "", openMonth: nil) == "pulpe · 2026-11 · CHF 5'900.00 left › ")
        // A narrow screen keeps 20 columns to type in: at 50 the month goes (28 left), at 40 the figure too.
        session.context.style.width = 50
        #expect(await prompt.prompt(path: "", openMonth: nil) == "pulpe · CHF 5'900.00 left › ")
        session.context.style.width = 40
        #expect(await prompt.prompt(path: "", openMonth: nil) == "pulpe › ")
        session.context.style.width = 80
        _ = await session.execute("tx add Migros 82.40 --line Groceries", at: nil)
        let statements = Mutex<[String]>([])
        database.queue.inDatabase { db in db.trace { event in statements.withLock { $0.append("\(event)") } } }
        let text = await prompt.prompt(path: "", openMonth: nil)
        database.queue.inDatabase { $0.trace(options: [], nil) }
        #expect(text == "pulpe · 2026-11 · CHF 5'900.00 left › ")
        let read = statements.withLock { $0 }
        #expect(!read.isEmpty, "the change made the prompt read its figures again")
        let readsTransactions = try Regex(#"(?i)\b(FROM|JOIN)\s+tx\b"#)
        #expect(!read.contains { $0.contains(readsTransactions) }, "\(read.joined(separator: "\n"))")
    }

    @Test func backAndHomeMoveThroughTheStack() async throws {
        _ = await run([.line("budget new 2026-11"), .line("open budgets"), .line("open budget 2026-11"), .endOfInput])
        #expect(session.navigator.path == "budgets › 2026-11")
        #expect(session.context.openMonth == YearMonth(year: 2026, month: 11))
        _ = await run([.line("back"), .endOfInput])
        #expect(session.navigator.path == "budgets")
        #expect(session.context.openMonth == nil)
        _ = await run([.line("open budget 2026-11"), .line("home"), .endOfInput])
        #expect(session.navigator.path == "")
    }

    @Test func ctrlCAbandonsTheLineAndTheSessionGoesOn() async throws {
        let (reader, status) = await run([.interrupted, .line("budget new 2026-11"), .interrupted, .endOfInput])
        #expect(status == 0)
        #expect(reader.prompts.count == 4)
        #expect(try await session.context.stores.budgetService.months() == [YearMonth(year: 2026, month: 11)])
    }

    @Test func quitLeavesBeforeTheRemainingLines() async throws {
        let (reader, status) = await run([.line("quit"), .line("budget new 2026-11")])
        #expect(status == 0)
        #expect(reader.remaining == [.line("budget new 2026-11")])
    }

    @Test func anErrorIsReportedAndTheSessionGoesOn() async throws {
        let (reader, _) = await run([.line("budget show 2030-01"), .line("budget new 2026-11"), .endOfInput])
        #expect(reader.remaining.isEmpty)
        #expect(try await session.context.stores.budgetService.months() == [YearMonth(year: 2026, month: 11)])
    }

    @Test func aGoalFedInTheSessionShowsItsLinesAtOnce() async throws {
        let printed = PrintedLines()
        session.write = { text, _ in printed.lines.append(text) }
        let (_, status) = await run([
            .line("budget new 2026-11"), .line("goal new Car --target 1000"),
            .line("line add saving CarSave 100 --goal Car"), .line("line check CarSave"),
            .line("goal list"), .line("goal show Car --json"), .endOfInput,
        ])
        #expect(status == 0)
        let list = try #require(printed.lines.dropLast().last)
        #expect(list.contains("100.00 / 1'000.00  10 %"), "\(list)")
        let show = try #require(printed.lines.last)
        #expect(show.contains(#""confirmed":100.00,"achievementPercent":10,"#), "\(show)")
        let car = try await session.context.stores.goals.goal("Car", today: LocalDate(year: 2026, month: 11, day: 13))
        #expect(car.progress.confirmed == Money(units: 100))
    }

    /// Home is the dashboard of the current period once its budget exists: drawn when the shell
    /// starts, on `home`, and on `back` to the root; never in a script of the same session.
    @Test func homeShowsTheCurrentMonthsDashboard() async throws {
        let printed = PrintedLines()
        session.write = { text, _ in printed.lines.append(text) }
        // No budget for 2026-11 yet: the start and `home` draw nothing.
        _ = await run([.line("home"), .line("budget new 2026-11"), .line("line add expense Rent 1800"), .endOfInput])
        #expect(printed.lines.allSatisfy { !$0.hasPrefix("2026-11 · ") }, "\(printed.lines)")
        printed.lines = []
        _ = await run([.line("open budgets"), .line("home"), .line("open settings"), .line("back"), .endOfInput])
        let dashboards = printed.lines.filter { $0.hasPrefix("2026-11 · 2026-11-01 to 2026-11-30\n\n  CHF 1'800.00 short (deficit)") }
        #expect(dashboards.count == 3, "\(printed.lines)")
        #expect(printed.lines.first == dashboards.first, "the start draws it before any command")
        #expect(dashboards.allSatisfy { $0.contains("  Expenses            1'800.00\n") })
        // The same lines in a script print no dashboard.
        session.context.isInteractive = false
        printed.lines = []
        for line in ["open budgets", "home", "open settings", "back"] { _ = await session.execute(line, at: nil) }
        #expect(printed.lines.allSatisfy { !$0.hasPrefix("2026-11 · ") }, "\(printed.lines)")
    }

    @Test func homeDrawsNothingWithJSON() async throws {
        let printed = PrintedLines()
        session.write = { text, _ in printed.lines.append(text) }
        _ = await run([.line("budget new 2026-11"), .endOfInput])
        session.format = .json
        printed.lines = []
        _ = await run([.line("open budgets"), .line("home"), .endOfInput])
        #expect(printed.lines.isEmpty, "\(printed.lines)")
    }

    @Test func enteredLinesGoToHistoryButBlankOnesDoNot() async throws {
        let (reader, _) = await run([.line("where"), .line("   "), .line("where"), .line("help"), .endOfInput])
        #expect(reader.history == ["where", "where", "help"])
    }

    /// However the password is written: with `@` in it, with a space in a quoted URL, with a quote.
    @Test(arguments: [
        ("postgres://anna:s3cret@127.0.0.1:1/x", "postgres://anna:***@127.0.0.1:1/x"),
        ("postgres://anna:p@ss@127.0.0.1:1/x", "postgres://anna:***@127.0.0.1:1/x"),
        ("'postgres://anna:my secret@127.0.0.1:1/x'", "'postgres://anna:***@127.0.0.1:1/x'"),
        ("postgres://anna:it's@127.0.0.1:1/x", "postgres://anna:***@127.0.0.1:1/x"),
    ])
    func aPasswordTypedInAConnectionStringStaysOutOfTheHistory(url: String, kept: String) async throws {
        let (reader, _) = await run([.line("sync join \(url)"), .endOfInput])
        #expect(reader.history == ["sync join \(kept)"])
    }
}

/// What a session printed, line by line.
@MainActor final class PrintedLines {
    var lines: [String] = []
}
