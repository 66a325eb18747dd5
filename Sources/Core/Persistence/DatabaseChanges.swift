import GRDB

/// What changed in the database since a cache was loaded, table by table: the one source of
/// invalidation for the stores. A store keeps the `Snapshot` taken when it loaded and the tables
/// it reads (its region); `isUnchanged(since:in:)` says whether that data can still be served.
///
/// Three kinds of change are seen:
/// - this connection's commits, by table: a `TableChangeObserver` on the connection collects the
///   tables touched during a transaction (rows changed by triggers included) and records them
///   when it commits;
/// - this connection's changes not reported yet: a command's transaction reports at its end
///   only, and GRDB holds events back while a savepoint is open and drops those rolled back.
///   SQLite's count of rows changed on the connection (`sqlite3_total_changes`) moves at once:
///   data loaded before such a change is stale, and data loaded after it is provisional (it may
///   include changes a savepoint rollback undoes) and lasts only until the transaction ends;
/// - other processes' commits: `PRAGMA data_version` moves.
public final class DatabaseChanges: Sendable {
    /// The state of the database as a load saw it.
    public struct Snapshot: Sendable, Equatable {
        /// Commits and rollbacks of this connection so far.
        let transactions: UInt64
        /// Rows changed on this connection so far (`sqlite3_total_changes`).
        let rowChanges: Int
        /// True when every row change so far was committed or rolled back (nothing pending).
        let settled: Bool
        /// Other connections' commits (`PRAGMA data_version`).
        let dataVersion: Int64
        /// Write statements announced so far, and savepoints rolled back (`TableChangeObserver.Ledger`).
        var writes: UInt64 = 0
        var savepointRollbacks: UInt64 = 0
    }

    /// A load in progress: the state of the database before it, and the recording of the tables
    /// its statements read.
    public struct Load: Sendable {
        public let snapshot: Snapshot
        let recording: TableReadRecorder.Recording
    }

    private let queue: DatabaseQueue
    /// Holds the ledger; kept alive here, as GRDB holds transaction observers weakly.
    private let observer: TableChangeObserver
    private let reads: TableReadRecorder

    init(queue: DatabaseQueue) {
        self.queue = queue
        observer = TableChangeObserver(rowChanges: queue.inDatabase { $0.totalChangesCount })
        reads = TableReadRecorder(queue: queue)
        queue.add(transactionObserver: observer, extent: .observerLifetime)
    }

    /// Starts a load: takes the snapshot and records the tables read until `endLoad(_:)`.
    public func beginLoad() -> Load { Load(snapshot: snapshot(), recording: reads.begin()) }

    /// What a load's statements read: their SQL, its tables learned when first asked for.
    public struct Reads: Sendable, Equatable {
        let statements: Set<String>
    }

    /// Ends `load` (loaded or failed) and returns what its statements read.
    public func endLoad(_ load: Load) -> Reads { Reads(statements: reads.end(load.recording)) }

    /// The tables `read` covers: the region whose changes make what was loaded stale. Example: a
    /// load that ran `SELECT … FROM budget JOIN budget_line …` → ["budget", "budget_line"].
    public func tables(of read: Reads) -> Set<String> { reads.tables(readBy: read.statements) }

    /// The state of the database now; take it before loading.
    public func snapshot() -> Snapshot {
        // A failed read gives a snapshot nothing matches: the load is not cached.
        let (rowChanges, dataVersion) = connectionCounters() ?? (-1, -1)
        return observer.withLedger { ledger in
            Snapshot(
                transactions: ledger.transactions, rowChanges: rowChanges,
                settled: rowChanges == ledger.settledRowChanges, dataVersion: dataVersion, writes: ledger.writes,
                savepointRollbacks: ledger.savepointRollbacks)
        }
    }

    /// True when data loaded at `snapshot` from the tables of `region` is still what the
    /// database holds (as far as this connection and `PRAGMA data_version` can tell).
    public func isUnchanged(since snapshot: Snapshot, in region: Set<String>) -> Bool {
        guard let (rowChanges, dataVersion) = connectionCounters(), rowChanges >= 0, snapshot.rowChanges >= 0,
            dataVersion == snapshot.dataVersion
        else { return false }
        return observer.withLedger { ledger in
            // Nothing written, committed or rolled back since (a rollback to a savepoint changes no count of rows).
            let sameTransaction = ledger.transactions == snapshot.transactions && ledger.savepointRollbacks == snapshot.savepointRollbacks
            if rowChanges == snapshot.rowChanges && sameTransaction { return true }
            // Still inside the transaction the load ran in (an `--atomic` script's, a command's): unchanged while no
            // statement since announced writing the region's tables and no savepoint was rolled back.
            // Example: the settings loaded by a script's first `tx add` serve its 9,999 others.
            if sameTransaction {
                if region.contains(TableReadRecorder.everyTable) { return ledger.writes == snapshot.writes }
                return region.allSatisfy { (ledger.lastWrite[$0] ?? 0) <= snapshot.writes }
            }
            // Loaded while changes were pending: they may since have been rolled back.
            guard snapshot.settled else { return false }
            // Changed since, and not yet committed: which tables is not known yet.
            guard rowChanges == ledger.settledRowChanges else { return false }
            // A region holding every table (a statement whose tables are not known) sees every commit.
            let tables = region.contains(TableReadRecorder.everyTable) ? Set(ledger.committed.keys) : region
            return tables.allSatisfy { (ledger.committed[$0] ?? 0) <= snapshot.transactions }
        }
    }

    /// Tells that a savepoint was rolled back (GRDB reports whole transactions only): data loaded
    /// inside the transaction since it began is no longer known to be what the database holds.
    public func noteSavepointRollback() { observer.noteSavepointRollback() }

    /// This connection's row-change count and `PRAGMA data_version`, in one access.
    private func connectionCounters() -> (rowChanges: Int, dataVersion: Int64)? {
        // Unheard: counters that cannot be read make every cache stale (reloaded), never wrongly fresh.
        try? queue.inDatabase { db in
            (db.totalChangesCount, try Int64.fetchOne(db.cachedStatement(sql: "PRAGMA data_version")) ?? 0)
        }
    }
}
