import Foundation
import Ledger
import Model
import Persistence
import Planning
import Shared

/// Builds a benchmark database through pulpe's own services: 24 monthly budgets
/// (2025-01 … 2026-12) of 40 lines each, and `transactions` transactions spread evenly over
/// them, dated in order through each month as a user would enter them.
struct DatasetBuilder {
    static let months = (0..<24).map { YearMonth(year: 2025, month: 1).adding(months: $0) }

    let transactions: Int
    let months: [YearMonth]
    let seed: UInt64

    init(transactions: Int, months: [YearMonth] = DatasetBuilder.months, seed: UInt64 = 7) {
        self.transactions = transactions
        self.months = months
        self.seed = seed
    }

    /// Writes the database at `path`, replacing any file there. The file is complete (checkpointed,
    /// closed) when this returns.
    func build(at path: String, progress: Bool) async throws {
        DatabaseFiles.remove(path)
        let database = try AppDatabase.open(path: path)
        // Generation only: a larger page cache for this connection, so index pages stay in memory.
        try database.queue.inDatabase { try $0.execute(sql: "PRAGMA cache_size = -65536") }
        let clock = FixedClock(Date(timeIntervalSince1970: 1_780_000_000))
        let budgets = BudgetService(database: database)
        let lines = BudgetLineService(database: database, clock: clock)
        let ledger = TransactionService(database: database, clock: clock)
        var random = SeededGenerator(seed: seed)
        let start = ContinuousClock.now
        var written = 0
        for (index, month) in months.enumerated() {
            let count = transactions / months.count + (index < transactions % months.count ? 1 : 0)
            try database.beginOuterTransaction()
            let budget = try await budgets.create(month: month, description: "Benchmark month \(month)")
            var lineIDs: [Int64] = []
            for planned in PlannedLine.catalogue {
                let line = try await lines.add(
                    budgetID: budget.id, kind: planned.kind, name: planned.name,
                    amount: Money(cents: planned.plannedCents), checked: random.chance(30))
                lineIDs.append(line.id)
            }
            for offset in 0..<count {
                let draw = TransactionDraw.next(using: &random)
                let day = 1 + offset * month.dayCount / max(count, 1)
                _ = try await ledger.add(
                    NewTransaction(
                        budgetID: budget.id, lineID: draw.lineIndex.map { lineIDs[$0] }, name: draw.payee,
                        amount: Money(cents: draw.cents), kind: draw.kind,
                        date: LocalDate(year: month.year, month: month.month, day: day), checked: draw.checked,
                        category: TransactionDraw.category(for: draw.payee)))
            }
            try database.endOuterTransaction(commit: true)
            written += count
            if progress {
                let seconds = Self.seconds(ContinuousClock.now - start)
                Console.status("  \(month): \(written) transactions, \(Int(Double(written) / max(seconds, 0.001))) per second")
            }
        }
        try database.queue.inDatabase { _ = try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    }

    /// A database with one budget (2026-06) and its 40 lines: the base of the `tx add` scripts.
    static func buildScriptBase(at path: String) async throws {
        try await DatasetBuilder(transactions: 0, months: [ScriptFile.month]).build(at: path, progress: false)
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
