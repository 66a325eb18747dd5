import Foundation
import Remote

/// pulpe's tables in the household's PostgreSQL (schema `pulpe`) and the statements on them:
/// `meta` (the sync schema version and the household's id), `device` (who syncs, and how far each
/// has read), `change`, the shared log: one row per row change, numbered (`seq`) in the order the
/// server took them, and `snapshot` with `snapshot_part`, the household's data at a place in it.
/// Pushes take one lock in turn, so numbers become visible in order and a reader never skips
/// one committed late.
///
/// An encrypted household (`key` set) keeps each entry sealed (`sealed`: the table, global id,
/// operation and columns, under AES-GCM) and in clear only the device, its number and the log's
/// number and time; `meta` holds the passphrase's salt and a sealed check value, and schema
/// version 2, which a pulpe that cannot open sealed entries refuses.
struct SyncServer {
    /// The newest schema this pulpe reads: 1, entries in clear; 2, an encrypted household; 3,
    /// entries stamped when they were made (`SyncMade`), which a pulpe ordering them by the log
    /// alone would apply differently: it is refused; 4, snapshots (`pulpe.snapshot`), below which
    /// the log may be gone, so a pulpe replaying it from its first entry would miss rows; 5, import
    /// keys stored short (`StoredImportKey`), which a pulpe storing them readable would not find, and
    /// would import the same statement again.
    static let schemaVersion = 5
    /// What stands in the clear columns of a sealed entry.
    static let sealedMarker = "sealed"
    let remote: RemoteDatabase
    var key: HouseholdKey?
    /// Whether the log has the `sealed` column (a household made before encryption existed has
    /// not, and a device's role may not add it: its entries travel in clear as they always did).
    var sealedColumn = true

    init(remote: RemoteDatabase, key: HouseholdKey? = nil) {
        self.remote = remote
        self.key = key
    }

    /// Reads whether the log has the `sealed` column (with the household, when `household()` read
    /// it: no second question); an encrypted household must have it.
    mutating func inspect() throws {
        let count =
            try meta?[Self.sealedKey]
            ?? remote.rows(
                "SELECT count(*)::text FROM pg_attribute WHERE attrelid = to_regclass('pulpe.change') AND attname = 'sealed' AND NOT attisdropped"
            ).first?.first ?? nil
        sealedColumn = count == "1"
        if key != nil, !sealedColumn { throw SyncError.cannotOpen(server: remote.server, seq: 0) }
    }

    /// What `household()` read of `pulpe.meta`, with the server's clock and whether the log has
    /// the `sealed` column under keys no meta row has: one question for all three.
    private var meta: [String: String]?
    private static let nowKey = "~now"
    private static let sealedKey = "~sealed"
    private static let snapshotsKey = "~snapshots"

    /// Creates or completes the schema; harmless when it is there (`sync init` twice).
    func migrate() throws {
        try remote.transaction {
            try remote.execute("SELECT pg_advisory_xact_lock(7407238)")
            try remote.execute("CREATE SCHEMA IF NOT EXISTS pulpe")
            try remote.execute("CREATE TABLE IF NOT EXISTS pulpe.meta (key text PRIMARY KEY, value text NOT NULL)")
            try remote.execute("INSERT INTO pulpe.meta (key, value) VALUES ('schema_version', '1') ON CONFLICT (key) DO NOTHING")
            try remote.execute(
                "INSERT INTO pulpe.meta (key, value) VALUES ('household', $1) ON CONFLICT (key) DO NOTHING",
                [.text(UUID().uuidString.lowercased())])
            try remote.execute(
                """
                CREATE TABLE IF NOT EXISTS pulpe.device (
                    id text PRIMARY KEY, name text NOT NULL,
                    joined_at timestamptz NOT NULL DEFAULT now(), last_sync timestamptz)
                """)
            try remote.execute(
                """
                CREATE TABLE IF NOT EXISTS pulpe.change (
                    seq bigserial PRIMARY KEY, device text NOT NULL, device_seq bigint NOT NULL,
                    table_name text NOT NULL, gid text NOT NULL, op text NOT NULL, fields jsonb,
                    pushed_at timestamptz NOT NULL DEFAULT now(), UNIQUE (device, device_seq))
                """)
            try remote.execute("ALTER TABLE pulpe.change ADD COLUMN IF NOT EXISTS sealed bytea")
            try createSnapshots()
        }
    }

    /// `pulpe.snapshot` (one row a snapshot: the log's place it stands at, its writer, when) and
    /// its text in parts (`pulpe.snapshot_part`), and each device's place in the log
    /// (`pulpe.device.pulled_seq`), which tells how far every device has read.
    private func createSnapshots() throws {
        try remote.execute(
            """
            CREATE TABLE IF NOT EXISTS pulpe.snapshot (
                id bigserial PRIMARY KEY, seq bigint NOT NULL, device text NOT NULL,
                made_at timestamptz NOT NULL DEFAULT now())
            """)
        try remote.execute(
            """
            CREATE TABLE IF NOT EXISTS pulpe.snapshot_part (
                snapshot bigint NOT NULL REFERENCES pulpe.snapshot (id) ON DELETE CASCADE, n int NOT NULL,
                body text NOT NULL, PRIMARY KEY (snapshot, n))
            """)
        try remote.execute("ALTER TABLE pulpe.device ADD COLUMN IF NOT EXISTS pulled_seq bigint")
    }

    /// Makes the household encrypted before its first entry: its salt and check value, schema 2.
    func encrypt(salt: Data, check: Data) throws {
        try remote.transaction {
            try remote.execute(
                "INSERT INTO pulpe.meta (key, value) VALUES ('encryption', $1) ON CONFLICT (key) DO NOTHING",
                [.text("scrypt:16:8:1:" + salt.base64EncodedString() + ":" + check.base64EncodedString())])
            try remote.execute("UPDATE pulpe.meta SET value = '\(Self.schemaVersion)' WHERE key = 'schema_version'")
        }
    }

    /// The salt and check value of an encrypted household; nil when its entries are in clear.
    /// As `household()` read them, unless `fresh` (after `encrypt`, which another machine may have won).
    func encryption(fresh: Bool = false) throws -> (salt: Data, check: Data)? {
        let value: String? =
            if let meta, !fresh { meta["encryption"] } else {
                try remote.rows("SELECT value FROM pulpe.meta WHERE key = 'encryption'").first?.first ?? nil
            }
        guard let text = value else { return nil }
        let parts = text.split(separator: ":").map(String.init)
        guard parts.count == 6, parts[0] == "scrypt", parts[1...3] == ["16", "8", "1"], let salt = Data(base64Encoded: parts[4]),
            let check = Data(base64Encoded: parts[5])
        else { throw SyncError.newerServer(server: remote.server, version: Self.schemaVersion + 1, ours: Self.schemaVersion) }
        return (salt, check)
    }

    /// What an encrypted household's check value holds: the key opens it, or the passphrase is wrong.
    static let checkText = "pulpe household"

    /// The server's clock when the household was read (µs since 1970), to check this machine's by.
    private(set) var now: Int64?
    /// The household's schema version, as `household()` read it.
    private(set) var version = 0
    /// Whether the household has `pulpe.snapshot` (schema 4), as `household()` read it.
    private(set) var snapshots = false
    /// The log's place below which its entries are gone (`compact`); 0 when none is.
    private(set) var compactedTo: Int64 = 0

    /// Raises the household to this pulpe's schema, so an older pulpe, which would order stamped
    /// entries by the log alone and end apart from the others, is refused ("update pulpe"). A
    /// device whose role may not change the household's meta leaves that to the owner's device.
    mutating func raiseSchema() throws {
        guard version < Self.schemaVersion else { return }
        do {
            try remote.transaction {
                try createSnapshots()
                try remote.execute(
                    "UPDATE pulpe.meta SET value = $1 WHERE key = 'schema_version' AND value::int < $2",
                    [.text(String(Self.schemaVersion)), .int(Int64(Self.schemaVersion))])
            }
            version = Self.schemaVersion
            snapshots = true
        } catch {
            guard (error as? RemoteError)?.isPermissionDenied == true else { throw error }
        }
    }

    /// The household's id, after checking the server speaks this pulpe's sync schema.
    mutating func household() throws -> String {
        let present = try remote.rows("SELECT to_regclass('pulpe.meta')::text")
        guard present.first?.first.flatMap({ $0 }) != nil else { throw SyncError.noHousehold(server: remote.server) }
        let rows = try remote.rows(
            """
            SELECT key, value FROM pulpe.meta
            UNION ALL SELECT '\(Self.nowKey)', (extract(epoch FROM clock_timestamp()) * 1000000)::int8::text
            UNION ALL SELECT '\(Self.sealedKey)', count(*)::text FROM pg_attribute
                WHERE attrelid = to_regclass('pulpe.change') AND attname = 'sealed' AND NOT attisdropped
            UNION ALL SELECT '\(Self.snapshotsKey)', (to_regclass('pulpe.snapshot') IS NOT NULL)::text
            """)
        let values = Dictionary(
            rows.compactMap { row in row[0].flatMap { key in row[1].map { (key, $0) } } }, uniquingKeysWith: { a, _ in a })
        meta = values
        now = values[Self.nowKey].flatMap { Int64($0) }
        snapshots = values[Self.snapshotsKey] == "true"
        compactedTo = Int64(values["compacted_to"] ?? "") ?? 0
        let version = Int(values["schema_version"] ?? "") ?? 0
        self.version = version
        if version > Self.schemaVersion {
            throw SyncError.newerServer(server: remote.server, version: version, ours: Self.schemaVersion)
        }
        guard let household = values["household"] else { throw SyncError.noHousehold(server: remote.server) }
        return household
    }

    /// How many devices and log entries the household has; a household whose log was compacted
    /// counts its snapshots' places too, so an emptied log still says the household holds data.
    func size() throws -> (devices: Int, changes: Int64) {
        let snapshots = self.snapshots ? " + (SELECT count(*) FROM pulpe.snapshot)" : ""
        let row = try remote.rows(
            "SELECT (SELECT count(*) FROM pulpe.device)::text, ((SELECT count(*) FROM pulpe.change)\(snapshots))::text"
        ).first
        return (Int(row?[0] ?? "0") ?? 0, (Int64(row?[1] ?? "0") ?? 0) + compactedTo)
    }

    func register(device: String, name: String) throws {
        try remote.execute(
            "INSERT INTO pulpe.device (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name",
            [.text(device), .text(name)])
    }

    /// Removes a device that joined but never sent an entry (its join failed before it applied anything).
    func unregister(device: String) throws {
        try remote.execute(
            "DELETE FROM pulpe.device WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM pulpe.change WHERE device = $1)", [.text(device)])
    }

    /// Appends the entries (device_seq, table, gid, op, fields JSON or nil); one already there
    /// (same device and number, from a sync killed after the server took it) is skipped.
    /// Returns the log's number of each, by its device number.
    func push(device: String, path: String, _ entries: [(deviceSeq: Int64, table: String, gid: String, op: String, fields: String?)]) throws
        -> [Int64: Int64]
    {
        try remote.transaction {
            // Pushes one at a time, so the log's numbers are taken in commit order. An advisory lock,
            // not LOCK TABLE: that needs the right to update the log, which a device's role has not
            // (scripts/household-roles); it still waits for an older pulpe's LOCK TABLE, whose
            // lock conflicts with this push's insert.
            try remote.execute("SELECT pg_advisory_xact_lock(7407239)")
            let entries = try entries.map { try sealed($0, device: device) }
            var start = 0
            while start < entries.count {
                let batch = entries[start..<min(start + 5000, entries.count)]
                try remote.execute(
                    """
                    INSERT INTO pulpe.change (device, device_seq, table_name, gid, op, fields\(sealedColumn ? ", sealed" : ""))
                    SELECT $1, s, t, g, o, NULLIF(f, '')::jsonb\(sealedColumn ? ", decode(NULLIF(x, ''), 'hex')" : "")
                    FROM unnest($2::int8[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS u(s, t, g, o, f, x)
                    ORDER BY s
                    ON CONFLICT (device, device_seq) DO NOTHING
                    """,
                    [
                        .text(device), .ints(batch.map(\.entry.deviceSeq)), .texts(batch.map(\.entry.table)),
                        .texts(batch.map(\.entry.gid)), .texts(batch.map(\.entry.op)), .texts(batch.map { $0.entry.fields ?? "" }),
                        .texts(batch.map(\.sealed)),
                    ])
                start += 5000
            }
            // An entry of this device's number already there must be this one (sent before a kill);
            // another one means a second file numbers as this device (a copy, a restored backup).
            let sent = try remote.rows(
                "SELECT device_seq::text, table_name, gid, op, seq::text FROM pulpe.change WHERE device = $1 AND device_seq = ANY($2::int8[])",
                [.text(device), .ints(entries.map(\.entry.deviceSeq))])
            let mine = Dictionary(
                entries.map { (String($0.entry.deviceSeq), [$0.entry.table, $0.entry.gid, $0.entry.op]) }, uniquingKeysWith: { a, _ in a })
            if sent.contains(where: { row in mine[row[0] ?? ""] != [row[1] ?? "", row[2] ?? "", row[3] ?? ""] }) {
                throw SyncError.behindTheServer(path: path)
            }
            try remote.execute("UPDATE pulpe.device SET last_sync = now() WHERE id = $1", [.text(device)])
            var numbers: [Int64: Int64] = [:]
            for row in sent {
                if let deviceSeq = row[0].flatMap({ Int64($0) }), let seq = row[4].flatMap({ Int64($0) }) { numbers[deviceSeq] = seq }
            }
            return numbers
        }
    }

    /// The next `limit` entries of the log after `seq`, in order; those `device` made without
    /// their fields (this machine has them: only their place in the log matters). An entry this
    /// pulpe cannot read stops the sync (skipping it would skip it on this device only); in an
    /// encrypted household, so does an entry in clear: the server cannot slip one in.
    func pull(after seq: Int64, leavingOutFieldsOf device: String = "", limit: Int = Int.max) throws -> [SyncEntry] {
        try remote.rows(
            """
            SELECT c.seq::text, c.device, c.table_name, c.gid, c.op, CASE WHEN c.device = $2 THEN NULL ELSE c.fields::text END,
                c.device_seq::text, \(sealedColumn ? "CASE WHEN c.device = $2 THEN NULL ELSE encode(c.sealed, 'hex') END" : "NULL::text")
            FROM pulpe.change c WHERE c.seq > $1 ORDER BY c.seq LIMIT $3
            """,
            [.int(seq), .text(device), .int(Int64(limit))]
        ).map { row in
            guard let seq = row[0].flatMap({ Int64($0) }), let author = row[1] else { throw SyncError.unreadableEntry(seq: nil) }
            let deviceSeq = row[6].flatMap { Int64($0) } ?? 0
            if let sealed = row[7] {
                var entry = try opened(sealed, seq: seq, device: author, deviceSeq: row[6] ?? "")
                entry.deviceSeq = deviceSeq
                return entry
            }
            // One of this device's, left out: only its place matters (sealed, its operation is unknown here).
            if author == device {
                return SyncEntry(seq: seq, device: author, table: "", gid: "", operation: .update, fieldsJSON: nil, deviceSeq: deviceSeq)
            }
            if key != nil { throw SyncError.cannotOpen(server: remote.server, seq: seq) }
            guard let table = row[2], let gid = row[3], let operation = row[4].flatMap(SyncEntry.Operation.init(rawValue:)) else {
                throw SyncError.unreadableEntry(seq: seq)
            }
            return SyncEntry(
                seq: seq, device: author, table: table, gid: gid, operation: operation, fieldsJSON: row[5], deviceSeq: deviceSeq)
        }
    }

    /// An outgoing entry as the server keeps it: in clear, or with only its place in clear and
    /// the rest sealed (hex); its clear columns then hold a digest that tells a resend of the same
    /// change from another file's change under the same number.
    private func sealed(_ entry: (deviceSeq: Int64, table: String, gid: String, op: String, fields: String?), device: String) throws -> (
        entry: (deviceSeq: Int64, table: String, gid: String, op: String, fields: String?), sealed: String
    ) {
        guard let key else { return (entry, "") }
        let plain = Self.padded([entry.table, entry.gid, entry.op, entry.fields ?? ""].joined(separator: "\n"))
        let box = try key.seal(plain, place: "\(device):\(entry.deviceSeq)")
        let digest = key.digest("\(entry.deviceSeq)\n\(entry.table)\n\(entry.gid)\n\(entry.op)")
        return ((entry.deviceSeq, Self.sealedMarker, digest, Self.sealedMarker, nil), box)
    }

    /// How many bytes a sealed entry's text is padded to a multiple of, so its length tells the
    /// server only its size to the nearest 256 bytes, not a name's or an amount's length.
    static let padding = 256

    /// `plain` with spaces after it up to a multiple of `padding` bytes: after the columns' JSON,
    /// which readers (this pulpe's and earlier ones') take with the spaces that follow it.
    /// Example: a text of 300 bytes → 512 bytes; of 512 → 512.
    static func padded(_ plain: String) -> String {
        let size = plain.utf8.count
        let target = max(padding, (size + padding - 1) / padding * padding)
        return plain + String(repeating: " ", count: target - size)
    }

    /// A sealed entry opened with this household's key.
    private func opened(_ hex: String, seq: Int64, device: String, deviceSeq: String) throws -> SyncEntry {
        guard let key else { throw SyncError.sealedWithoutKey(server: remote.server) }
        guard let plain = key.open(hex, place: "\(device):\(deviceSeq)") else {
            throw SyncError.cannotOpen(server: remote.server, seq: seq)
        }
        let parts = plain.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, let operation = SyncEntry.Operation(rawValue: parts[2]) else {
            throw SyncError.cannotOpen(server: remote.server, seq: seq)
        }
        // The columns, without the padding's spaces after them.
        let text = parts[3]
        let fields = text.utf8.lastIndex { $0 != UInt8(ascii: " ") }.map { String(text[..<text.utf8.index(after: $0)]) }
        return SyncEntry(seq: seq, device: device, table: parts[0], gid: parts[1], operation: operation, fieldsJSON: fields)
    }

    /// Where the entries after `seq` lie: the first another device made, the last this one made,
    /// and the last of all (nil when there is none).
    func layout(after seq: Int64, device: String) throws -> (firstOther: Int64?, lastOwn: Int64?, last: Int64?) {
        let row = try remote.rows(
            """
            SELECT (min(seq) FILTER (WHERE device <> $2))::text, (max(seq) FILTER (WHERE device = $2))::text, max(seq)::text
            FROM pulpe.change WHERE seq > $1
            """, [.int(seq), .text(device)]
        ).first
        return (row?[0].flatMap { Int64($0) }, row?[1].flatMap { Int64($0) }, row?[2].flatMap { Int64($0) })
    }

    /// The log's entries after `seq`: how many other devices made, how many this one made, and the
    /// tables they change.
    func unapplied(after seq: Int64, device: String) throws -> (others: Int, own: Int, tables: [String]) {
        let row = try remote.rows(
            """
            SELECT count(*) FILTER (WHERE device <> $2)::text, count(*) FILTER (WHERE device = $2)::text,
                coalesce(string_agg(DISTINCT table_name, ',' ORDER BY table_name), '')
            FROM pulpe.change WHERE seq > $1
            """, [.int(seq), .text(device)]
        ).first
        let tables = (row?[2] ?? "").split(separator: ",").map(String.init)
        return (Int(row?[0] ?? "0") ?? 0, Int(row?[1] ?? "0") ?? 0, tables)
    }

    /// Marks this device as synced now, having applied the log up to `pulled` (what compaction waits for).
    func touch(device: String, pulled: Int64) throws {
        if snapshots {
            try remote.execute("UPDATE pulpe.device SET last_sync = now(), pulled_seq = $2 WHERE id = $1", [.text(device), .int(pulled)])
        } else {
            try remote.execute("UPDATE pulpe.device SET last_sync = now() WHERE id = $1", [.text(device)])
        }
    }

    /// The devices, with when each last synced (UTC, to the second).
    func devices() throws -> [(id: String, name: String, lastSync: String?)] {
        try remote.rows(
            "SELECT id, name, to_char(last_sync AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') FROM pulpe.device ORDER BY joined_at, id"
        ).map { ($0[0] ?? "", $0[1] ?? "", $0[2]) }
    }

    /// The highest number this device gave an entry the server has (0 when none).
    func lastDeviceSeq(device: String) throws -> Int64 {
        Int64(
            try remote.rows("SELECT coalesce(max(device_seq), 0)::text FROM pulpe.change WHERE device = $1", [.text(device)]).first?[0]
                ?? "0") ?? 0
    }

    /// The newest entry's number.
    func lastSeq() throws -> Int64 {
        Int64(try remote.rows("SELECT coalesce(max(seq), 0)::text FROM pulpe.change").first?[0] ?? "0") ?? 0
    }
}

/// The household's snapshots on the server (`SyncSnapshot`) and the compaction of its log.
extension SyncServer {
    /// A snapshot as the server lists it: its id, the log's place it stands at, its writer, and
    /// how long ago it was made (seconds, by the server's clock).
    struct Snapshot: Sendable, Equatable {
        let id: Int64
        let seq: Int64
        let device: String
        let age: Int64
        let madeAt: String
    }

    /// The newest snapshot; nil when there is none (or the household has no snapshots yet).
    func latestSnapshot() throws -> Snapshot? {
        guard snapshots else { return nil }
        guard
            let row = try remote.rows(
                """
                SELECT id::text, seq::text, device, extract(epoch FROM now() - made_at)::int8::text,
                    to_char(made_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')
                FROM pulpe.snapshot s ORDER BY s.seq DESC, s.id DESC LIMIT 1
                """
            ).first,
            let id = row[0].flatMap({ Int64($0) }), let seq = row[1].flatMap({ Int64($0) }), let device = row[2]
        else { return nil }
        return Snapshot(id: id, seq: seq, device: device, age: row[3].flatMap { Int64($0) } ?? 0, madeAt: row[4] ?? "")
    }

    /// The snapshot's text, part by part, opened with the household's key when it is sealed.
    func parts(of snapshot: Snapshot) throws -> [String] {
        var parts: [String] = []
        while true {
            let rows = try remote.rows(
                "SELECT body FROM pulpe.snapshot_part WHERE snapshot = $1 AND n = $2", [.int(snapshot.id), .int(Int64(parts.count))])
            guard let body = rows.first?.first ?? nil else { return parts }
            guard let key else {
                parts.append(body)
                continue
            }
            guard let plain = key.open(body, place: Self.place(snapshot.device, snapshot.seq, parts.count)) else {
                throw SyncError.snapshotDamaged(server: remote.server, madeAt: snapshot.madeAt)
            }
            parts.append(plain)
        }
    }

    /// Writes a snapshot of the log up to `seq` by `device`: `write` gives each part to the
    /// function it is handed. One transaction: no device sees it before it is whole.
    func writeSnapshot(seq: Int64, device: String, _ write: ((String) throws -> Void) throws -> Void) throws {
        try remote.transaction {
            guard
                let id = try remote.rows(
                    "INSERT INTO pulpe.snapshot (seq, device) VALUES ($1, $2) RETURNING id::text", [.int(seq), .text(device)]
                ).first?.first?.flatMap({ Int64($0) })
            else { throw RemoteError.server(message: "the server gave the snapshot no number", detail: nil) }
            var n = 0
            try write { text in
                let body = try key.map { try $0.seal(text, place: Self.place(device, seq, n)) } ?? text
                try remote.execute(
                    "INSERT INTO pulpe.snapshot_part (snapshot, n, body) VALUES ($1, $2, $3)", [.int(id), .int(Int64(n)), .text(body)])
                n += 1
            }
        }
    }

    /// Removes the log's entries every device has read and a snapshot stands for: those up to the
    /// newest snapshot at or below the place of the device furthest behind (a device that never
    /// synced is at 0), and the snapshots older than that one. Returns how many entries went.
    /// Example: devices at 900 and 1,400, snapshots at 500 and 1,200: the entries up to 500 go.
    func compact() throws -> Int64 {
        guard snapshots else { return 0 }
        return try remote.transaction {
            guard
                let target = try remote.rows(
                    """
                    SELECT max(s.seq)::text FROM pulpe.snapshot s
                    WHERE s.seq <= (SELECT min(coalesce(d.pulled_seq, 0)) FROM pulpe.device d)
                    """
                ).first?.first?.flatMap({ Int64($0) }), target > compactedTo
            else { return 0 }
            let gone = try remote.rows(
                "WITH gone AS (DELETE FROM pulpe.change WHERE seq <= $1 RETURNING 1) SELECT count(*)::text FROM gone", [.int(target)])
            let removed = Int64((gone.first?.first ?? nil) ?? "0") ?? 0
            try remote.execute("DELETE FROM pulpe.snapshot WHERE seq < $1", [.int(target)])
            try remote.execute(
                """
                INSERT INTO pulpe.meta (key, value) VALUES ('compacted_to', $1)
                ON CONFLICT (key) DO UPDATE SET value = greatest(pulpe.meta.value::int8, EXCLUDED.value::int8)::text
                """, [.text(String(target))])
            return removed
        }
    }

    /// How the log stands, for `sync --status`: how many entries the server keeps, the newest
    /// snapshot, and the devices that have not synced past it (their ids), which keep the entries
    /// below it. Nil when the household has no snapshots (schema below 4).
    func logState() throws -> (entries: Int64, snapshot: Snapshot?, behind: [String])? {
        guard snapshots else { return nil }
        let entries = Int64((try remote.rows("SELECT count(*)::text FROM pulpe.change").first?.first ?? nil) ?? "0") ?? 0
        let snapshot = try latestSnapshot()
        let behind =
            try snapshot.map { snapshot in
                try remote.rows(
                    "SELECT id FROM pulpe.device WHERE coalesce(pulled_seq, 0) < $1 ORDER BY joined_at, id", [.int(snapshot.seq)]
                ).compactMap { $0.first ?? nil }
            } ?? []
        return (entries, snapshot, behind)
    }

    /// The log's compacted place as it stands now (`compactedTo` is as `household()` read it).
    func compactedPlace() throws -> Int64 {
        Int64((try remote.rows("SELECT value FROM pulpe.meta WHERE key = 'compacted_to'").first?.first ?? nil) ?? "0") ?? 0
    }

    /// Where a snapshot's part is sealed to: an opened part is this snapshot's part `n`, no other.
    static func place(_ device: String, _ seq: Int64, _ n: Int) -> String { "snapshot:\(device):\(seq):\(n)" }
}
