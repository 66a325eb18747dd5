import CommandKit
import Persistence
import Shared
import Stores
import TestSupport
import Testing

@testable import PulpeApp

/// One command is one unit of work: what it writes, its journal unit and its output commit
/// together; a failure anywhere, the output included, leaves the database as it was.
@MainActor
@Suite struct SessionUnitOfWorkTests {
    /// Writes a budget, then says what `outcome` asks: its output, or a failure while building it.
    struct WritingCommand: PulpeCommand {
        static let spec = CommandSpec("test write", group: "Test", summary: "writes a budget")
        struct ReadFailed: UserFacingError, Sendable {
            var message: String { "the list could not be read" }
        }
        var failsWhileRendering = false
        init(_ parsed: ParsedCommand) {}
        init(failsWhileRendering: Bool) { self.failsWhileRendering = failsWhileRendering }

        func run(in context: CommandContext) async throws -> CommandOutput {
            _ = try await context.stores.budgetService.create(month: YearMonth(year: 2026, month: 11))
            let fails = failsWhileRendering
            return CommandOutput(
                render: {
                    if fails { throw ReadFailed() }
                    return "Created 2026-11."
                }, json: { nil })
        }
    }

    static func session() throws -> (Session, AppDatabase, printed: Box) {
        let database = try AppDatabase.inMemory()
        let context = CommandContext(
            stores: AppStores(database: database, clock: ManualClock()), today: LocalDate(year: 2026, month: 11, day: 27))
        let session = Session(context: context, format: .table, bail: false)
        let printed = Box()
        session.write = { text, isError in printed.lines.append((isError ? "err: " : "") + text) }
        return (session, database, printed)
    }

    final class Box { var lines: [String] = [] }

    static func counts(_ database: AppDatabase) throws -> [Int] {
        try database.read { db in
            try ["budget", "journal_unit"].map { try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)") ?? -1 }
        }
    }

    static func parsed() -> ParsedCommand { ParsedCommand(spec: WritingCommand.spec, arguments: [], values: [:], flags: []) }

    @Test func aCommandThatReturnsCommitsItsWriteItsJournalUnitAndThenPrints() async throws {
        let (session, database, printed) = try Self.session()
        _ = try await session.runUnit(WritingCommand(failsWhileRendering: false), Self.parsed(), line: "test write")
        #expect(try Self.counts(database) == [1, 1])
        #expect(printed.lines == ["Created 2026-11."])
        #expect(!database.isInsideTransaction)
    }

    @Test func aReadFailingWhileTheOutputIsMadeRollsBackTheWriteAndPrintsNothing() async throws {
        let (session, database, printed) = try Self.session()
        await #expect(throws: WritingCommand.ReadFailed.self) {
            _ = try await session.runUnit(WritingCommand(failsWhileRendering: true), Self.parsed(), line: "test write")
        }
        #expect(try Self.counts(database) == [0, 0])
        #expect(printed.lines.isEmpty)
        #expect(!database.isInsideTransaction)
    }

    /// The journal's numbers a rolled-back command took are given again: the session forgets what
    /// it noted of them, so the next command is its own unit and `undo` takes back that one.
    @Test func afterAFailedCommandTheNextOneIsTheOneUndone() async throws {
        let (session, database, _) = try Self.session()
        await #expect(throws: WritingCommand.ReadFailed.self) {
            _ = try await session.runUnit(WritingCommand(failsWhileRendering: true), Self.parsed(), line: "test write")
        }
        #expect(await session.execute("budget new 2026-12", at: nil) == .succeeded)
        #expect(try Self.counts(database) == [1, 1])
        #expect(await session.execute("undo", at: nil) == .succeeded)
        #expect(try Self.counts(database)[0] == 0)
    }

    @Test func insideAScriptTransactionAFailingCommandIsUndoneAloneAndTheScriptGoesOn() async throws {
        let (session, database, _) = try Self.session()
        try database.beginOuterTransaction()
        _ = try await session.runUnit(WritingCommand(failsWhileRendering: false), Self.parsed(), line: "test write")
        try database.write { try $0.execute(sql: "DELETE FROM budget") }
        await #expect(throws: WritingCommand.ReadFailed.self) {
            _ = try await session.runUnit(WritingCommand(failsWhileRendering: true), Self.parsed(), line: "test write")
        }
        #expect(database.isInsideTransaction, "the script's transaction stays open")
        #expect(try Self.counts(database)[0] == 0)
        try database.endOuterTransaction(commit: true)
    }
}
