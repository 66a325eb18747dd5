import CommandKit
import Foundation
import Model
import Persistence
import PropertyBased
import Shared
import Stores
import TestSupport
import Testing

@testable import PulpeApp

/// One `AppStores` kept through a random session must read exactly what fresh stores opened on
/// the same database read, after every command: no cache may outlive a change it depends on.
/// The clock never moves, so the 30 s TTL never rescues a stale cache.
@MainActor
@Suite struct StoreDifferentialTests {
    static let today = LocalDate(year: 2026, month: 11, day: 13)
    /// 500 in `swift test` (about 30 s on a 2-core machine, debug build, once services stopped
    /// hopping between actors), or `PULPE_DIFFERENTIAL_SEQUENCES`:
    /// `PULPE_DIFFERENTIAL_SEQUENCES=2000 swift test --filter StoreDifferential` for a longer hunt.
    static let sequences = ProcessInfo.processInfo.environment["PULPE_DIFFERENTIAL_SEQUENCES"].flatMap { Int($0) } ?? 500

    /// How much the check ran (reported by the test, for the record).
    final class Tally {
        var sequences = 0
        var commands = 0
        var failedCommands = 0
        var atomic = 0
        /// The first sequence (counting from 1) where a read differed, before any shrinking.
        var firstFailure: Int?
    }

    @Test(.shrinking) func everyReadMatchesFreshStoresAfterEveryCommand() async throws {
        let tally = Tally()
        let started = ContinuousClock.now
        await propertyCheck(count: Self.sequences, input: Gen.int(in: 0...3), Gen.int(in: 0...Int.max).array(of: 20...60)) { mode, seeds in
            try await Self.check(seeds.map(RandomCommand.line), atomic: mode == 0, tally: tally)
        }
        let elapsed = ContinuousClock.now - started
        print(
            "store differential: \(tally.sequences) sequences (\(tally.atomic) in one transaction rolled back), "
                + "\(tally.commands) commands (\(tally.failedCommands) failed harmlessly), \(elapsed)"
                + (tally.firstFailure.map { "; first difference in sequence \($0)" } ?? ""))
        #expect(tally.sequences >= Self.sequences)
    }

    /// The sequence of the report: a line feeding the goal is checked, then more lines feed it,
    /// after the goal was read (it was stale until pulpe restarted).
    @Test func theReportedSequence() async throws {
        let tally = Tally()
        try await Self.check(
            ["line check CarSave", "line add saving Extra 50 --goal Car --checked", "goal withdraw Car 20"],
            atomic: false, tally: tally)
        #expect(tally.commands == 3)
        #expect(tally.failedCommands == 0)
    }

    /// Runs the prelude then `commands` through a session (the REPL's path), comparing every read
    /// with fresh stores after each; `atomic` runs them in one transaction, rolled back at the end.
    static func check(_ commands: [String], atomic: Bool, tally: Tally) async throws {
        tally.sequences += 1
        if atomic { tally.atomic += 1 }
        let database = try AppDatabase.inMemory()
        let context = CommandContext(stores: AppStores(database: database, clock: ManualClock()), today: today)
        let session = Session(context: context, format: .table, bail: false)
        session.write = { _, _ in }
        let kept = StoreReads(context: context)
        var fresh = FreshReads(database: database)
        for line in RandomCommand.prelude { _ = await session.execute(line, at: nil) }
        if atomic { try database.beginOuterTransaction() }
        var ran: [String] = []
        for line in commands {
            ran.append(line)
            tally.commands += 1
            if case .failed = await session.execute(line, at: nil) { tally.failedCommands += 1 }
            guard try await compare(kept, with: &fresh, after: ran) else {
                if tally.firstFailure == nil { tally.firstFailure = tally.sequences }
                return
            }
        }
        if atomic {
            try database.endOuterTransaction(commit: false)
            ran.append("(the transaction rolled back)")
            if !(try await compare(kept, with: &fresh, after: ran)), tally.firstFailure == nil { tally.firstFailure = tally.sequences }
        }
    }

    /// Records an issue naming the commands and the first read that differs; false then.
    static func compare(_ kept: StoreReads, with fresh: inout FreshReads, after commands: [String]) async throws -> Bool {
        let expected = try await fresh.values(openMonth: kept.context.openMonth)
        let seen = await kept.all()
        if seen == expected { return true }
        let difference = seen.firstDifference(from: expected) ?? (read: "?", this: "", other: "")
        Issue.record(
            """
            after these commands (the prelude, then):
            \(commands.joined(separator: "\n"))
            `\(difference.read)` through the kept stores:
            \(difference.this)
            through fresh stores:
            \(difference.other)
            """)
        return false
    }
}

/// The reads of fresh stores opened on the database; computed again only when a row of the
/// database (or the open month) changed since the last time.
@MainActor
struct FreshReads {
    let database: AppDatabase
    private var last: (fingerprint: String, openMonth: YearMonth?, values: StoreReads.Values)?

    init(database: AppDatabase) {
        self.database = database
    }

    mutating func values(openMonth: YearMonth?) async throws -> StoreReads.Values {
        let fingerprint = try StoreReads.fingerprint(database)
        if let last, last.fingerprint == fingerprint, last.openMonth == openMonth { return last.values }
        let context = CommandContext(stores: AppStores(database: database, clock: ManualClock()), today: StoreDifferentialTests.today)
        context.openMonth = openMonth
        let values = await StoreReads(context: context).all()
        last = (fingerprint, openMonth, values)
        return values
    }
}
