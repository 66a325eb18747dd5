import Foundation
import GRDB
import Persistence
import Testing

/// The journal cannot forget a table or a column: every table of the schema is journaled or
/// excluded with a reason in `JournalTables`, and every base column of a journaled table is in its
/// triggers' images and their stored layout (a migration that adds a column must recreate the
/// journal's triggers).
@Suite struct JournalTablesTests {
    @Test func everyTableIsJournaledOrExcluded() throws {
        let database = try AppDatabase.inMemory()
        let tables = try database.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") }
        let listed = Set(JournalTables.journaled.map(\.name)).union(JournalTables.excluded.keys)
        let forgotten = tables.filter { !listed.contains($0) }
        #expect(forgotten.isEmpty, "add these tables to JournalTables.journaled or .excluded: \(forgotten)")
        let overlap = Set(JournalTables.journaled.map(\.name)).intersection(JournalTables.excluded.keys)
        #expect(overlap.isEmpty, "both journaled and excluded: \(overlap)")
    }

    @Test func everyColumnOfAJournaledTableIsInItsTriggers() throws {
        let database = try AppDatabase.inMemory()
        try database.read { db in
            for table in JournalTables.journaled {
                let columns = try db.columns(in: table.name).map(\.name)
                let base = columns.filter { !table.derivedColumns.contains($0) }
                let key = try db.primaryKey(table.name).columns.first ?? "rowid"
                let layout = try String.fetchOne(
                    db, sql: "SELECT columns FROM journal_layout WHERE table_name = ?", arguments: [table.name])
                #expect(layout == "[" + base.map { "\"\($0)\"" }.joined(separator: ",") + "]", "\(table.name)'s stored layout")
                for operation in ["insert", "update", "delete"] {
                    let sql = try String.fetchOne(
                        db, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?",
                        arguments: ["journal_\(table.name)_\(operation)"])
                    #expect(sql != nil, "no journal_\(table.name)_\(operation) trigger")
                    // An insert is recorded by its key; an update and a delete by the row's image.
                    let recorded = operation == "insert" ? ["NEW.\(key)"] : base.map { "OLD.\($0)," }
                    for column in recorded {
                        #expect(
                            sql?.replacingOccurrences(of: ")", with: ",").contains(column) == true,
                            "journal_\(table.name)_\(operation) does not record \(column)")
                    }
                }
                for derived in table.derivedColumns { #expect(columns.contains(derived), "\(table.name) has no column \(derived)") }
            }
        }
    }

    /// A rolled-back write leaves no journal row; a committed one leaves its change unclaimed
    /// until the session claims it for its unit.
    @Test func theTriggersRecordInsideTheWritersTransaction() throws {
        let database = try AppDatabase.inMemory()
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try database.write { db in
                try db.execute(sql: "UPDATE settings SET currency = 'EUR' WHERE id = 1")
                throw Refused()
            }
        }
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM journal_change") } == 0)
        try database.write { try $0.execute(sql: "UPDATE settings SET currency = 'EUR' WHERE id = 1") }
        let claimed = try database.write { try Journal.claim($0, after: 0, unitID: nil, text: "settings set currency EUR") }
        #expect(claimed.unit == 1)
        let undone = try database.write { try Journal.undo($0) }
        #expect(undone?.1.map(\.operation) == [.update])
        #expect(try database.read { try String.fetchOne($0, sql: "SELECT currency FROM settings") } == "CHF")
    }

    /// A column the unit changed, changed again behind the journal's back (here: the recorded
    /// change deleted), makes undo refuse, naming the unit and the table, and change nothing.
    @Test func undoRefusesARowChangedByAnUnrecordedWrite() throws {
        let database = try AppDatabase.inMemory()
        try database.write { try $0.execute(sql: "UPDATE settings SET currency = 'EUR' WHERE id = 1") }
        _ = try database.write { try Journal.claim($0, after: 0, unitID: nil, text: "settings set currency EUR") }
        try database.write { db in
            try db.execute(sql: "UPDATE settings SET currency = 'USD', pay_day = 25 WHERE id = 1")
            try db.execute(sql: "DELETE FROM journal_change WHERE unit_id IS NULL")
        }
        #expect(throws: JournalConflict.self) { try database.write { try Journal.undo($0) } }
        let row = try database.read { try Row.fetchOne($0, sql: "SELECT currency, pay_day FROM settings") }
        #expect(row?["currency"] == "USD")
        #expect(row?["pay_day"] == 25)
        #expect(try database.read { try Journal.next($0).undo?.text } == "settings set currency EUR")
    }

    /// An unrecorded write to another column of the row (another device's, brought by sync) does
    /// not stop undo: it sets back the unit's column and leaves the other as it is.
    @Test func undoSetsBackOnlyTheColumnsItsUnitChanged() throws {
        let database = try AppDatabase.inMemory()
        try database.write { try $0.execute(sql: "UPDATE settings SET currency = 'EUR' WHERE id = 1") }
        _ = try database.write { try Journal.claim($0, after: 0, unitID: nil, text: "settings set currency EUR") }
        try database.write { db in
            try db.execute(sql: "UPDATE settings SET pay_day = 25 WHERE id = 1")
            try db.execute(sql: "DELETE FROM journal_change WHERE unit_id IS NULL")
        }
        _ = try database.write { try Journal.undo($0) }
        let row = try database.read { try Row.fetchOne($0, sql: "SELECT currency, pay_day FROM settings") }
        #expect(row?["currency"] == "CHF")
        #expect(row?["pay_day"] == 25)
    }

    /// A script killed half-way leaves its unit open (no end recorded): undo still takes back
    /// every change it claimed, the later ones too.
    @Test func anOpenUnitIsUndoneWhole() throws {
        let database = try AppDatabase.inMemory()
        try database.write { try $0.execute(sql: "UPDATE settings SET currency = 'EUR' WHERE id = 1") }
        let first = try database.write { try Journal.claim($0, after: 0, unitID: nil, text: "script s.pulpe", open: true) }
        try database.write { try $0.execute(sql: "UPDATE settings SET pay_day = 25 WHERE id = 1") }
        _ = try database.write { try Journal.claim($0, after: first.highWater, unitID: first.unit, text: "script s.pulpe", open: true) }
        let undone = try database.write { try Journal.undo($0) }
        #expect(undone?.1.count == 2)
        let row = try database.read { try Row.fetchOne($0, sql: "SELECT currency, pay_day FROM settings") }
        #expect(row?["currency"] == "CHF")
        #expect(row?["pay_day"] == 1)
    }
}
