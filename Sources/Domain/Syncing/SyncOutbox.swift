import GRDB
import Persistence

/// Turns this machine's journal changes into log entries and queues them (`sync_outbox`), each
/// numbered so the server recognises one it already has when a killed sync sends it again.
/// An insert sends every column, an update only the columns it changed (so two people editing
/// different fields of one row both keep their edit), a delete only the id.
struct SyncOutbox {
    let identity: SyncIdentity

    /// Queues the next `limit` journal changes not queued yet; false once none is left.
    func queue(_ db: Database, limit: Int) throws -> Bool {
        let queued = try Int64.fetchOne(db, sql: "SELECT queued_seq FROM sync_state WHERE id = 1") ?? 0
        let changes = try SyncJournal.changes(db, after: queued, limit: limit)
        let insert = try db.cachedStatement(sql: "INSERT INTO sync_outbox (unit_id, table_name, gid, op, fields) VALUES (?, ?, ?, ?, ?)")
        for change in changes {
            let tableName: String = change[2]
            guard let table = identity.tables[tableName], let operation = SyncEntry.Operation(rawValue: change[3]) else { continue }
            let before = SyncFields(json: change[4])
            let after = SyncFields(json: change[5])
            guard let key = (after ?? before)?[table.key] else { continue }
            let gid = try identity.gid(db, table: table, key: key)
            var fields = SyncFields()
            switch operation {
            case .insert:
                for column in table.columns { fields[column] = after?[column] ?? .null }
            case .update:
                for column in table.columns where before?[column] != after?[column] { fields[column] = after?[column] ?? .null }
                if fields.values.isEmpty { continue }
            case .delete:
                break
            }
            fields = try identity.outgoing(db, table: table, fields)
            try insert.execute(arguments: [change[1], table.name, gid, operation.rawValue, operation == .delete ? nil : fields.json])
        }
        if let last: Int64 = changes.last?[0] { try SyncState.queued(db, upTo: last) }
        return changes.count == limit
    }

    /// Queues every row of every table as an insert: the first push of a household's data.
    func queueEverything(_ db: Database) throws -> Int {
        var count = 0
        for table in identity.tables.values.sorted(by: { order($0) < order($1) }) {
            let rows = try Row.fetchAll(
                db, sql: "SELECT \(table.key), \(table.columns.joined(separator: ", ")) FROM \(table.name) ORDER BY \(table.key)")
            for row in rows {
                let key: DatabaseValue = row[0]
                var fields = SyncFields()
                for (index, column) in table.columns.enumerated() { fields[column] = row[index + 1] }
                let gid = try identity.gid(db, table: table, key: key)
                try db.execute(
                    sql: "INSERT INTO sync_outbox (unit_id, table_name, gid, op, fields) VALUES (NULL, ?, ?, 'insert', ?)",
                    arguments: [table.name, gid, try identity.outgoing(db, table: table, fields).json])
                count += 1
            }
        }
        try SyncState.queued(db, upTo: try Journal.highWater(db))
        return count
    }

    /// The first `limit` entries waiting, oldest first: (device_seq, table, gid, op, fields).
    static func waiting(_ db: Database, limit: Int) throws -> [Row] {
        try Row.fetchAll(
            db, sql: "SELECT device_seq, table_name, gid, op, fields FROM sync_outbox ORDER BY device_seq LIMIT ?", arguments: [limit])
    }

    /// The highest number this file ever gave an entry (entries sent and forgotten included).
    static func lastNumber(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'sync_outbox'") ?? 0
    }

    /// Forgets the entries the server has, up to `deviceSeq`.
    static func sent(_ db: Database, upTo deviceSeq: Int64) throws {
        try db.execute(sql: "DELETE FROM sync_outbox WHERE device_seq <= ?", arguments: [deviceSeq])
    }

    /// The position of a table in the parent-first order `SyncTable.all` gives.
    private func order(_ table: SyncTable) -> Int { identity.order[table.name] ?? 0 }
}
