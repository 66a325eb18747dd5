import GRDB
import Synchronization

/// Watches one connection and keeps `DatabaseChanges`'s ledger: the tables a transaction touched
/// (rows changed by triggers and foreign-key actions are reported as well), recorded when it
/// commits, forgotten when it rolls back.
final class TableChangeObserver: TransactionObserver, Sendable {
    struct Ledger {
        /// Commits and rollbacks of this connection so far.
        var transactions: UInt64 = 0
        /// For each table, the value of `transactions` after the last commit that touched it.
        var committed: [String: UInt64] = [:]
        /// The tables touched by the transaction in progress, as reported so far.
        var touched: Set<String> = []
        /// `sqlite3_total_changes` when the last transaction ended.
        var settledRowChanges: Int
    }

    private let ledger: Mutex<Ledger>

    init(rowChanges: Int) {
        ledger = Mutex(Ledger(settledRowChanges: rowChanges))
    }

    func withLedger<T>(_ body: (Ledger) -> T) -> T {
        ledger.withLock { body($0) }
    }

    /// Every table but the change journal's (no store reads it; skipping it spares an event per
    /// recorded row): which ones matter is each store's business (its region).
    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { !eventKind.tableName.hasPrefix("journal_") }

    func databaseDidChange(with event: DatabaseEvent) {
        let table = event.tableName
        ledger.withLock { _ = $0.touched.insert(table) }
    }

    func databaseDidCommit(_ db: Database) {
        let rowChanges = db.totalChangesCount
        ledger.withLock { ledger in
            ledger.transactions += 1
            for table in ledger.touched { ledger.committed[table] = ledger.transactions }
            ledger.touched = []
            ledger.settledRowChanges = rowChanges
        }
    }

    /// The data is as it was before the transaction; what was loaded during it was provisional
    /// (`DatabaseChanges.Snapshot.settled`) and ends with it.
    func databaseDidRollback(_ db: Database) {
        let rowChanges = db.totalChangesCount
        ledger.withLock { ledger in
            ledger.transactions += 1
            ledger.touched = []
            ledger.settledRowChanges = rowChanges
        }
    }
}
