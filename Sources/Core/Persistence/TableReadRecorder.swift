import GRDB
import Synchronization

/// Which tables the statements run between `begin` and `end` read, as SQLite reports them: the
/// stores' regions come from their own queries, never from a list kept by hand. While at least
/// one recording is open, a statement trace on the connection collects the SQL it runs; when its
/// tables are first asked for, each distinct SQL is prepared once more to learn them (GRDB's
/// `databaseRegion`), and that answer is kept. Recordings may nest or overlap: each gets every statement run while it is open.
/// Example: a recording around `SELECT * FROM budget JOIN budget_line …` ends with
/// ["budget", "budget_line"].
final class TableReadRecorder: Sendable {
    /// A recording in progress, from `begin()` to `end(_:)`.
    struct Recording: Sendable, Hashable {
        let id: UInt64
    }

    private struct State {
        var nextID: UInt64 = 0
        /// The SQL each open recording has seen.
        var open: [UInt64: Set<String>] = [:]
        /// The tables each SQL reads (`everyTable` when it could not be prepared again).
        var tablesBySQL: [String: Set<String>] = [:]
    }

    /// Stands for every table in a region: what a statement that could not be prepared again reads.
    static let everyTable = "*"

    /// The state, in a box the connection's trace can hold (a `Mutex` cannot be captured).
    private final class Box: Sendable {
        let state = Mutex(State())
    }

    private let queue: DatabaseQueue
    private let box = Box()

    init(queue: DatabaseQueue) { self.queue = queue }

    /// Starts recording; the first open recording installs the statement trace.
    func begin() -> Recording {
        let (recording, first) = box.state.withLock { state in
            state.nextID += 1
            state.open[state.nextID] = []
            return (Recording(id: state.nextID), state.open.count == 1)
        }
        if first {
            queue.inDatabase { db in
                db.trace(options: .statement) { [box] event in
                    guard case .statement(let statement) = event else { return }
                    let sql = statement.sql
                    // A trigger's statements ("-- TRIGGER …") run inside a write; loads do not write.
                    guard !sql.hasPrefix("--") else { return }
                    box.state.withLock { state in
                        for id in state.open.keys { state.open[id]?.insert(sql) }
                    }
                }
            }
        }
        return recording
    }

    /// Ends `recording` and returns the SQL of the statements run while it was open; the last
    /// open recording removes the trace. Which tables they read is learned only when asked
    /// (`tables(readBy:)`): a command that exits after one load never pays for it.
    func end(_ recording: Recording) -> Set<String> {
        let (statements, last) = box.state.withLock { state in
            (state.open.removeValue(forKey: recording.id) ?? [], state.open.isEmpty)
        }
        if last { queue.inDatabase { $0.trace(options: .statement, nil) } }
        return statements
    }

    /// The tables `statements` read, each SQL prepared again the first time it is asked about.
    func tables(readBy statements: Set<String>) -> Set<String> {
        let unknown = box.state.withLock { state in statements.filter { state.tablesBySQL[$0] == nil } }
        if !unknown.isEmpty {
            let learned = learn(unknown)
            box.state.withLock { state in state.tablesBySQL.merge(learned) { _, new in new } }
        }
        return box.state.withLock { state in
            statements.reduce(into: Set<String>()) { tables, sql in tables.formUnion(state.tablesBySQL[sql] ?? [Self.everyTable]) }
        }
    }

    /// Prepares each SQL again to learn the tables it reads.
    private func learn(_ statements: Set<String>) -> [String: Set<String>] {
        queue.inDatabase { db in
            // Unheard: without the list of tables, every statement reads every table (never wrongly fresh).
            let tables = (try? String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")) ?? []
            return statements.reduce(into: [String: Set<String>]()) { learned, sql in
                // Unheard: a statement that cannot be prepared again (the schema changed since)
                // reads every table, so a cache loaded by it is never wrongly fresh.
                guard !tables.isEmpty, let region = try? db.makeStatement(sql: sql).databaseRegion else {
                    learned[sql] = [Self.everyTable]
                    return
                }
                learned[sql] = Set(tables.filter { region.isModified(byEventsOfKind: .insert(tableName: $0)) })
            }
        }
    }
}
