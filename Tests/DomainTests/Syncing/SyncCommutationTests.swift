import GRDB
import Persistence
import Testing

@testable import Syncing

/// When the other devices' entries before this device's own touch nothing its own touch, so a
/// sync may apply them on top of its own: each case one rule of `SyncCommutation`, on pulpe's
/// real schema (the rows are new to this database, so they go by their global ids).
@Suite struct SyncCommutationTests {
    /// Whether `others` may be applied on top of `own`.
    private func apart(own: [SyncEntry], others: [SyncEntry]) throws -> Bool {
        let database = try AppDatabase.inMemory()
        return try database.read { db in
            var commutation = SyncCommutation(identity: SyncIdentity(try SyncTable.all(db)))
            for entry in own { try commutation.add(db, entry, own: true) }
            for entry in others { try commutation.add(db, entry, own: false) }
            return commutation.apart
        }
    }

    /// A stamped entry of `table`'s row `gid`.
    private func entry(_ table: String, _ gid: String, _ operation: SyncEntry.Operation, _ values: [String: DatabaseValue] = [:])
        -> SyncEntry
    {
        var fields = SyncFields(values)
        SyncMade(stamp: 1_795_856_412_000_000, base: 0).write(into: &fields)
        return SyncEntry(seq: 1, device: "d", table: table, gid: gid, operation: operation, fieldsJSON: fields.json)
    }

    private func transaction(_ gid: String, line: String = "line-1") -> SyncEntry {
        entry(
            "tx", gid, .insert,
            ["budget_id": "budget-1".databaseValue, "budget_line_id": line.databaseValue, "name": "Tea".databaseValue])
    }

    @Test func transactionsAddedToOneLineOnTwoDevicesAreApart() throws {
        #expect(try apart(own: [transaction("tx-1"), transaction("tx-2")], others: [transaction("tx-3")]))
    }

    @Test func anEditOfTheLineTheOtherSideRefersToIsNot() throws {
        let edit = entry("budget_line", "line-1", .update, ["amount_cents": 65_000.databaseValue])
        #expect(try !apart(own: [transaction("tx-1")], others: [edit]))
        #expect(try !apart(own: [edit], others: [transaction("tx-1")]))
        // Another line's edit is apart.
        #expect(try apart(own: [transaction("tx-1", line: "line-2")], others: [edit]))
    }

    @Test func twoEditsOfOneRowAreNot() throws {
        #expect(
            try !apart(
                own: [entry("tx", "tx-1", .update, ["amount_cents": 3_100.databaseValue])],
                others: [entry("tx", "tx-1", .update, ["note": "gift".databaseValue])]))
    }

    @Test func twoInsertsOfOneMonthAreNotButTwoMonthsAre() throws {
        let december = entry("budget", "budget-a", .insert, ["month": "2026-12".databaseValue])
        let alsoDecember = entry("budget", "budget-b", .insert, ["month": "2026-12".databaseValue])
        let january = entry("budget", "budget-c", .insert, ["month": "2027-01".databaseValue])
        #expect(try !apart(own: [december], others: [alsoDecember]))
        #expect(try apart(own: [december], others: [january]))
    }

    /// A rename frees its old name, which the entry does not hold: it meets any name of that key.
    @Test func aRenameMeetsAnyNameOfItsKey() throws {
        let rename = entry("account", "account-1", .update, ["name": "Savings".databaseValue, "name_key": "savings".databaseValue])
        let added = entry("account", "account-2", .insert, ["name": "Cash".databaseValue, "name_key": "cash".databaseValue])
        #expect(try !apart(own: [rename], others: [added]))
    }

    @Test func aRemovedMonthMeetsEveryRowOfTheTablesUnderIt() throws {
        let removed = entry("budget", "budget-9", .delete)
        #expect(try !apart(own: [transaction("tx-1")], others: [removed]))
        #expect(try !apart(own: [removed], others: [transaction("tx-1")]))
        // A removed transaction only meets its own row and the rows under it.
        #expect(try apart(own: [transaction("tx-1")], others: [entry("tx", "tx-5", .delete)]))
    }

    @Test func anEntryWithoutAStampGoesByTheLogsOrder() throws {
        let unstamped = SyncEntry(
            seq: 1, device: "d", table: "tx", gid: "tx-3", operation: .insert, fieldsJSON: #"{"name":"Tea"}"#)
        #expect(try !apart(own: [transaction("tx-1")], others: [unstamped]))
    }
}
