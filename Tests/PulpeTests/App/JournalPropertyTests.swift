import CommandKit
import Foundation
import GRDB
import Model
import Persistence
import PropertyBased
import Shared
import Stores
import TestSupport
import Testing

@testable import PulpeApp

/// Undo is exact: random command sequences (some grouped into script units, some in one
/// `--atomic`-like transaction) are undone one unit at a time, and after each undo the whole
/// database (derived figures included) must equal its dump taken at that point on the way
/// forward; redoing them all must give the end state back, dump for dump.
@MainActor
@Suite struct JournalPropertyTests {
    /// 150 in `swift test`; `PULPE_JOURNAL_SEQUENCES=1000 swift test --filter JournalProperty` for a longer hunt.
    static let sequences = ProcessInfo.processInfo.environment["PULPE_JOURNAL_SEQUENCES"].flatMap { Int($0) } ?? 150

    @Test(.shrinking) func undoAndRedoRestoreEveryDump() async throws {
        var units = 0
        await propertyCheck(count: Self.sequences, input: Gen.int(in: 0...3), Gen.int(in: 0...Int.max).array(of: 10...40)) { mode, seeds in
            let outcome = try await Self.check(seeds.map(RandomCommand.line), grouping: seeds, atomic: mode == 0)
            units += outcome.units
            #expect(outcome.mismatch == nil, "\(outcome.mismatch ?? "")")
        }
        print("journal property: \(Self.sequences) sequences, \(units) units undone and redone")
    }

    /// The check can fail: without the trigger that records updates of `tx`, undoing `tx set`
    /// leaves the amount (and the line's consumption) as changed, and the dumps differ.
    @Test func aMissingTriggerIsCaught() async throws {
        let commands = ["line add expense Food 400", "tx add Migros 82.40 --line Food", "tx set Migros --amount 12.30"]
        let intact = try await Self.check(commands, grouping: [], atomic: false)
        #expect(intact.mismatch == nil)
        let broken = try await Self.check(commands, grouping: [], atomic: false) { db in
            try db.execute(sql: "DROP TRIGGER journal_tx_update")
        }
        #expect(broken.mismatch != nil)
    }

    /// Runs the prelude and `commands` (grouped into units of 1–3 commands by `grouping`), then
    /// undoes and redoes every unit, comparing dumps. Returns the first mismatch, if any.
    static func check(
        _ commands: [String], grouping: [Int], atomic: Bool, breaking: ((Database) throws -> Void)? = nil
    ) async throws -> (mismatch: String?, units: Int) {
        let database = try AppDatabase.inMemory()
        if let breaking { try database.write(breaking) }
        let context = CommandContext(stores: AppStores(database: database, clock: ManualClock()), today: StoreDifferentialTests.today)
        let session = Session(context: context, format: .table, bail: false)
        var output: [String] = []
        session.write = { text, _ in output.append(text) }
        func topUnit() throws -> Int64? { try database.read { try Int64.fetchOne($0, sql: "SELECT max(id) FROM journal_unit") } }

        var dumps = [try DatabaseDump.take(database)]
        var ran: [String] = []
        func run(_ lines: [String], asScript: Bool) async throws {
            let before = try topUnit()
            if asScript { session.beginJournalUnit("script test") }
            for line in lines { _ = await session.execute(line, at: nil) }
            if asScript { try await session.endJournalUnit() }
            ran.append((asScript ? "[script] " : "") + lines.joined(separator: " ; "))
            if try topUnit() != before { dumps.append(try DatabaseDump.take(database)) }
        }
        for line in RandomCommand.prelude { try await run([line], asScript: false) }
        if atomic { try database.beginOuterTransaction() }
        var index = 0
        var group = 0
        while index < commands.count {
            let size = grouping.isEmpty ? 1 : 1 + grouping[group % grouping.count] % 3
            group += 1
            let lines = Array(commands[index..<min(index + size, commands.count)])
            try await run(lines, asScript: lines.count > 1)
            index += lines.count
        }
        if atomic { try database.endOuterTransaction(commit: true) }
        let end = try DatabaseDump.take(database)
        let units = dumps.count - 1
        func describe(_ step: String, _ got: String, _ want: String) -> String {
            "\(step), after:\n\(ran.joined(separator: "\n"))\n\(DatabaseDump.firstDifference(got, want))\noutput: \(output.suffix(3))"
        }
        for undone in 1...units {
            let outcome = await session.execute("undo", at: nil)
            guard case .succeeded = outcome else { return (describe("undo #\(undone) failed: \(outcome)", "", ""), units) }
            let dump = try DatabaseDump.take(database)
            if dump != dumps[units - undone] { return (describe("undo #\(undone)", dump, dumps[units - undone]), units) }
        }
        for redone in 1...units {
            _ = await session.execute("redo", at: nil)
            let dump = try DatabaseDump.take(database)
            if dump != dumps[redone] { return (describe("redo #\(redone)", dump, dumps[redone]), units) }
        }
        let final = try DatabaseDump.take(database)
        return (final == end ? nil : describe("end", final, end), units)
    }
}
