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
        /// Write statements announced so far on this connection (never reset).
        var writes: UInt64 = 0
        /// For each table, the value of `writes` when a statement last announced writing it,
        /// pending or not: data read from it after that is unchanged while this stays.
        var lastWrite: [String: UInt64] = [:]
        /// Savepoints rolled back so far (`noteSavepointRollback()`): each may undo changes a load saw.
        var savepointRollbacks: UInt64 = 0
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
        if !table.hasPrefix("journal_") {
            ledger.withLock { ledger in
                ledger.touched.insert(table)
                ledger.writes += 1
                ledger.lastWrite[table] = ledger.writes
            }
        }
        return false
    }

    /// A savepoint was rolled back: what was loaded since the transaction began may include changes it undid.
    func noteSavepointRollback() {
        ledger.withLock { $0.savepointRollbacks += 1 }
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
