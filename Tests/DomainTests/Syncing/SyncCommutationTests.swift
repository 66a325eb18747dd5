import GRDB
import Persistence
import Testing

@testable import Syncing

/// When the other devices' entries before this device's own touch nothing its own touch, so a
/// sync may apply them on top of its own: each case one rule of `SyncCommutation`, on pulpe's
/// real schema (the rows are new to this database, so they go by their global ids).
@Suite struct SyncCommutationTests {
    /// Whether `others` may be applied on top of `own`, after `here` ran on the database.
    private func apart(own: [SyncEntry], others: [SyncEntry], here: String? = nil) throws -> Bool {
        let database = try AppDatabase.inMemory()
        if let here { try database.write { try $0.execute(sql: here) } }
        return try database.read { db in
            let commutation = SyncCommutation(identity: SyncIdentity(try SyncTable.all(db)))
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

    /// A line's kind or budget decides what becomes of the transactions on it; its amount does not.
    @Test func aReshapedLineTheOtherSideRefersToIsNot() throws {
        let kind = entry("budget_line", "line-1", .update, ["kind": "income".databaseValue])
        let moved = entry("budget_line", "line-1", .update, ["budget_id": "budget-2".databaseValue])
        let removed = entry("budget_line", "line-1", .delete)
        for edit in [kind, moved, removed] {
            #expect(try !apart(own: [transaction("tx-1")], others: [edit]))
            #expect(try !apart(own: [edit], others: [transaction("tx-1")]))
        }
        // Another line's reshaping is apart, and so is a new amount of this one.
        #expect(try apart(own: [transaction("tx-1", line: "line-2")], others: [kind]))
        let amount = entry("budget_line", "line-1", .update, ["amount_cents": 65_000.databaseValue])
        #expect(try apart(own: [transaction("tx-1")], others: [amount]))
        #expect(try apart(own: [amount], others: [transaction("tx-1")]))
    }

    /// One bank row imported on two devices holds one import key, even when an older pulpe sent it
    /// readable: `43Ngyqh5Qk4Z` is how `|2026-11-03|-8240|migros|1` is stored.
    @Test func oneImportKeySentReadableAndShortIsNot() throws {
        func imported(_ gid: String, key: String) -> SyncEntry {
            entry(
                "tx", gid, .insert,
                ["budget_id": "budget-1".databaseValue, "name": "Migros".databaseValue, "import_key": key.databaseValue])
        }
        let short = imported("tx-1", key: "43Ngyqh5Qk4Z")
        let readable = imported("tx-2", key: "|2026-11-03|-8240|migros|1")
        #expect(try !apart(own: [short], others: [readable]))
        #expect(try !apart(own: [readable], others: [short]))
        #expect(try apart(own: [short], others: [imported("tx-3", key: "|2026-11-05|650000|salary|1")]))
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

    /// December made here (id 1, global id "budget-a") and described; the other device made its
    /// own December, which the merge keeps as one with this one: it is the same row.
    @Test func aNewRowKeptAsOneWithARowHereIsThatRow() throws {
        let here = """
            INSERT INTO budget (id, month) VALUES (1, '2026-12');
            INSERT INTO sync_row (table_name, gid, local_id) VALUES ('budget', 'budget-a', 1);
            """
        let described = entry("budget", "budget-a", .update, ["description": "from A".databaseValue])
        let december = entry("budget", "budget-b", .insert, ["month": "2026-12".databaseValue])
        #expect(try !apart(own: [described], others: [december], here: here))
        // And a line added to the other device's December goes to this one.
        let food = entry("budget_line", "line-a", .insert, ["budget_id": "budget-a".databaseValue, "name_key": "food".databaseValue])
        let theirFood = entry("budget_line", "line-b", .insert, ["budget_id": "budget-b".databaseValue, "name_key": "food".databaseValue])
        #expect(try !apart(own: [food], others: [december, theirFood], here: here))
        #expect(try apart(own: [described], others: [entry("budget", "budget-c", .insert, ["month": "2027-01".databaseValue])], here: here))
    }

    /// A line of another kind under a taken name is added as "Gym (income)": the two names are one key.
    @Test func aLineNameCountsWithoutItsKindsMark() throws {
        func line(_ gid: String, _ key: String) -> SyncEntry {
            entry("budget_line", gid, .insert, ["budget_id": "budget-1".databaseValue, "name_key": key.databaseValue])
        }
        #expect(try !apart(own: [line("line-a", "gym (income)")], others: [line("line-b", "gym")]))
        #expect(try apart(own: [line("line-a", "gym")], others: [line("line-b", "rent")]))
        #expect(SyncCommutation.baseName("gym (income 2)") == "gym")
    }

    /// The default template: the one that set it last holds it, so two that set it meet.
    @Test func aFlagOneRowHoldsMeetsAnyOther() throws {
        func template(_ gid: String, _ key: String, isDefault: Int) -> SyncEntry {
            entry("template", gid, .insert, ["name_key": key.databaseValue, "is_default": isDefault.databaseValue])
        }
        #expect(try !apart(own: [template("template-a", "normal", isDefault: 1)], others: [template("template-b", "other", isDefault: 1)]))
        #expect(try apart(own: [template("template-a", "normal", isDefault: 1)], others: [template("template-b", "other", isDefault: 0)]))
    }

    /// Two rules at one place: the one applied later goes to the end, after every rule then.
    @Test func aRulesPlaceMeetsAnyOther() throws {
        func rule(_ gid: String, at position: Int) -> SyncEntry {
            entry("import_rule", gid, .insert, ["position": position.databaseValue, "pattern": "co".databaseValue])
        }
        #expect(try !apart(own: [rule("rule-a", at: 2)], others: [rule("rule-b", at: 1)]))
        #expect(try apart(own: [rule("rule-a", at: 2)], others: [transaction("tx-1")]))
    }

    @Test func anEntryWithoutAStampGoesByTheLogsOrder() throws {
        let unstamped = SyncEntry(
            seq: 1, device: "d", table: "tx", gid: "tx-3", operation: .insert, fieldsJSON: #"{"name":"Tea"}"#)
        #expect(try !apart(own: [transaction("tx-1")], others: [unstamped]))
    }
}
