import GRDB
import Synchronization

/// Watches one connection and keeps `DatabaseChanges`'s ledger: the tables a transaction wrote
/// (through triggers and foreign-key actions too), recorded when it commits, forgotten when it
/// rolls back.
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

    /// Records the tables a statement is about to write — GRDB asks before each execution, with
    /// the tables its triggers and foreign-key actions write too — and declines their row events:
    /// a table is known touched before any row changes, so no event is needed, and none is
    /// buffered (GRDB keeps every row event of a savepoint until it is released: 1.5 GiB for a
    /// 1M-row import). A statement that fails or a savepoint rolled back inside a committed
    /// transaction may leave a table marked that did not change: a store reloads for nothing,
    /// never keeps a stale read. The change journal's tables are no store's (their region).
    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
        let table = eventKind.tableName
        if !table.hasPrefix("journal_") { ledger.withLock { _ = $0.touched.insert(table) } }
        return false
    }

    /// Never called: `observes(eventsOfKind:)` declines every row event.
    func databaseDidChange(with event: DatabaseEvent) {}

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
