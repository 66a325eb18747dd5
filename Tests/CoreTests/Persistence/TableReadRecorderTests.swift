import Foundation
import GRDB
import Persistence
import Testing

/// What a load reads, recorded from its own statements (`DatabaseChanges.beginLoad`/`endLoad`)
/// on real SQLite.
@Suite struct TableReadRecorderTests {
    let database: AppDatabase
    var changes: DatabaseChanges { database.changes }

    init() throws {
        database = try AppDatabase.inMemory()
        try database.write { try $0.execute(sql: "INSERT INTO budget (month) VALUES ('2026-11')") }
    }

    /// The tables `load` read.
    func tablesRead(_ load: DatabaseChanges.Load) -> Set<String> { changes.tables(of: changes.endLoad(load)) }

    @Test func aLoadRecordsTheTablesItsStatementsRead() throws {
        let load = changes.beginLoad()
        _ = try database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM budget JOIN budget_line ON budget_line.budget_id = budget.id")
        }
        _ = try database.read { try String.fetchOne($0, sql: "SELECT name FROM template WHERE id = ?", arguments: [1]) }
        #expect(tablesRead(load) == ["budget", "budget_line", "template"])
    }

    /// What runs after a recording ended is not in it; a recording open inside another gets only
    /// what ran while it was open, the outer one everything.
    @Test func recordingsNestAndEnd() throws {
        let outer = changes.beginLoad()
        _ = try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM budget") }
        let inner = changes.beginLoad()
        _ = try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM settings") }
        #expect(tablesRead(inner) == ["settings"])
        _ = try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM tx") }
        #expect(tablesRead(outer) == ["budget", "settings", "tx"])
        let after = changes.beginLoad()
        #expect(tablesRead(after).isEmpty)
    }

    /// A load that read `budget` stays fresh after a commit to `template`, not after one to
    /// `budget`; a load whose statement cannot be prepared again (its table dropped since) counts
    /// as reading every table.
    @Test func theRecordedRegionDecidesFreshness() throws {
        let load = changes.beginLoad()
        _ = try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM budget") }
        let region = tablesRead(load)
        try database.write { try $0.execute(sql: "INSERT INTO template (name, name_key) VALUES ('Normal', 'normal')") }
        #expect(changes.isUnchanged(since: load.snapshot, in: region))
        try database.write { try $0.execute(sql: "UPDATE budget SET description = 'x'") }
        #expect(!changes.isUnchanged(since: load.snapshot, in: region))

        try database.write { try $0.execute(sql: "CREATE TABLE scratch (x)") }
        let gone = changes.beginLoad()
        _ = try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM scratch") }
        try database.write { try $0.execute(sql: "DROP TABLE scratch") }
        let everything = tablesRead(gone)
        #expect(everything == ["*"])
        try database.write { try $0.execute(sql: "INSERT INTO template (name, name_key) VALUES ('Other', 'other')") }
        #expect(!changes.isUnchanged(since: gone.snapshot, in: everything))
    }
}
