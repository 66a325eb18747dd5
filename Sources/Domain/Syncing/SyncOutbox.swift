import GRDB
import Persistence

/// Turns this machine's journal changes into log entries and queues them (`sync_outbox`), each
/// numbered so the server recognises one it already has when a killed sync sends it again.
/// An insert sends every column, an update only the columns it changed (so two people editing
/// different fields of one row both keep their edit), a delete only the id; each also carries
/// when it was made (`SyncMade`: its unit's moment on this device's hybrid clock) and what this
/// device had seen then. An edit's stamp, and a removal, are kept (`SyncStamps.queued`) until the
/// merge places them, so an older edit from elsewhere never overwrites it.
struct SyncOutbox {
    let identity: SyncIdentity

    /// Queues the next `limit` journal changes not queued yet, stamping them at `now` at the
    /// latest (µs since 1970); false once none is left.
    func queue(_ db: Database, limit: Int, now: Int64) throws -> Bool {
        guard let state = try Row.fetchOne(db, sql: "SELECT queued_seq, pulled_seq, clock FROM sync_state WHERE id = 1") else {
            return false
        }
        let queued: Int64 = state[0]
        let base: Int64 = state[1]
        var clock = HybridClock(last: state[2])
        let changes = try SyncJournal.changes(db, after: queued, limit: limit)
        let made = try unitStamps(db, changes)
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
            let stamp = clock.stamp(made: (change[1] as Int64?).flatMap { made[$0] }, now: now)
            let row = SyncIdentity.text(key)
            switch operation {
            case .insert: break
            case .update:
                try SyncStamps.queued(db, table: table.name, row: row, columns: Array(fields.values.keys), stamp: stamp)
            case .delete:
                try SyncStamps.queued(
                    db, table: table.name, row: row, columns: [SyncStamps.removedMark], stamp: stamp,
                    what: identity.removalImage(table, before ?? SyncFields()))
            }
            fields = try identity.outgoing(db, table: table, fields)
            SyncMade(stamp: stamp, base: base).write(into: &fields)
            try insert.execute(arguments: [change[1], table.name, gid, operation.rawValue, fields.json])
        }
        if let last: Int64 = changes.last?[0] { try SyncState.queued(db, upTo: last) }
        try SyncState.setClock(db, clock.last)
        return changes.count == limit
    }

    /// The moment each unit of `changes` was made (µs), by unit id (a unit made before units had
    /// one: its second); a change outside any unit (undo's, redo's) takes the moment it is queued.
    private func unitStamps(_ db: Database, _ changes: [Row]) throws -> [Int64: Int64] {
        let units = changes.compactMap { $0[1] as Int64? }.filter { $0 > 0 }
        guard let low = units.min(), let high = units.max() else { return [:] }
        var stamps: [Int64: Int64] = [:]
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT id, coalesce(stamp, CAST(strftime('%s', made_at) AS INTEGER) * 1000000) FROM journal_unit
                WHERE id BETWEEN ? AND ?
                """, arguments: [low, high])
        {
            stamps[row[0]] = row[1]
        }
        return stamps
    }

    /// Queues every row of every table as an insert: the first push of a household's data.
    func queueEverything(_ db: Database, now: Int64) throws -> Int {
        var count = 0
        var clock = HybridClock(last: try Int64.fetchOne(db, sql: "SELECT clock FROM sync_state WHERE id = 1") ?? 0)
        for table in identity.tables.values.sorted(by: { order($0) < order($1) }) {
            let rows = try Row.fetchAll(
                db, sql: "SELECT \(table.key), \(table.columns.joined(separator: ", ")) FROM \(table.name) ORDER BY \(table.key)")
            for row in rows {
                let key: DatabaseValue = row[0]
                var fields = SyncFields()
                for (index, column) in table.columns.enumerated() { fields[column] = row[index + 1] }
                let gid = try identity.gid(db, table: table, key: key)
                fields = try identity.outgoing(db, table: table, fields)
                SyncMade(stamp: clock.stamp(made: nil, now: now), base: 0).write(into: &fields)
                try db.execute(
                    sql: "INSERT INTO sync_outbox (unit_id, table_name, gid, op, fields) VALUES (NULL, ?, ?, 'insert', ?)",
                    arguments: [table.name, gid, fields.json])
                count += 1
            }
        }
        try SyncState.queued(db, upTo: try Journal.highWater(db))
        try SyncState.setClock(db, clock.last)
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

    /// This device's entries the server numbered (`numbers`: device number → log number): the
    /// stamps their edits and removals recorded take their place in the log.
    func numbered(_ db: Database, _ page: [Row], _ numbers: [Int64: Int64]) throws {
        for entry in page {
            let deviceSeq: Int64 = entry[0]
            guard let seq = numbers[deviceSeq], entry[3] as String != SyncEntry.Operation.insert.rawValue,
                let table = identity.tables[entry[1]], let fields = SyncFields(json: entry[4]), let made = SyncMade(fields),
                let key = try identity.key(db, table: table, gid: entry[2])
            else { continue }
            try SyncStamps.sent(db, table: table.name, row: SyncIdentity.text(key), stamp: made.stamp, seq: seq)
        }
    }

    /// Forgets the entries the server has, up to `deviceSeq`.
    static func sent(_ db: Database, upTo deviceSeq: Int64) throws {
        try db.execute(sql: "DELETE FROM sync_outbox WHERE device_seq <= ?", arguments: [deviceSeq])
    }

    /// The position of a table in the parent-first order `SyncTable.all` gives.
    private func order(_ table: SyncTable) -> Int { identity.order[table.name] ?? 0 }
}
