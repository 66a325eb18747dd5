import DomainKit
import Foundation
import GRDB
import Persistence
import Remote
import Shared

/// Shares this database with a household through a PostgreSQL database: `initialize` (the first
/// machine), `join` (an empty database on another machine), `sync` (send this machine's changes,
/// apply everyone's), and the status and auto setting.
///
/// How a sync works: this machine's journal changes since the last sync go to the outbox and
/// then to the server's log (each once: numbered per device); then the log's new entries are read.
/// If another machine's entry came in before one of ours and touches something ours touch, our
/// changes since the last sync are reverted and the entries applied in the log's order
/// (`SyncMerge`), ours among them: every machine applies the same entries in the same order, so
/// all end the same; when they touch nothing of ours (`SyncCommutation`), they are applied on top
/// of ours, which ends the same. Network work never holds the SQLite write lock; each local step
/// is one transaction of at most 5,000 changes (but the one that takes ours back and applies the
/// log: it is whole or not at all), so a command waits little, memory stays small, a sync killed
/// at any point loses nothing and the next one sends nothing twice.
public actor SyncService: ServiceActor {
    private let database: AppDatabase
    private let environment: [String: String]
    private let cancellation = RemoteCancellation()

    public init(database: AppDatabase, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.database = database
        self.environment = environment
    }

    /// Ends the network work running now, and any later, with `RemoteError.interrupted` (Ctrl-C):
    /// each local step is its own transaction, so what was not sent waits for the next sync.
    public nonisolated func cancel() { cancellation.cancel() }

    /// Runs `body` (a sync, `initialize`, `join`, `status`) so that cancelling the task (Ctrl-C in
    /// the shell) cancels its network work.
    public func cancellable<T: Sendable>(_ body: @Sendable (isolated SyncService) throws -> T) async throws -> T {
        try await withTaskCancellationHandler {
            try body(self)
        } onCancel: {
            self.cancel()
        }
    }

    // MARK: - Setting up

    /// Shares this database: creates pulpe's schema on the server if missing (harmless when
    /// there), registers this machine and sends everything it holds.
    /// With `encrypt`, the household's entries travel sealed with a key made from the passphrase
    /// (`typed` at the terminal, else in `PULPE_SYNC_PASSPHRASE`; every device joins with the same one).
    public func initialize(connection text: String, deviceName: String?, encrypt: Bool = false, passphrase typed: String? = nil) throws
        -> SyncReport
    {
        let target = try parse(text)
        if try database.read({ $0.isInsideTransaction }) { throw SyncError.insideTransaction }
        if let state = try state() {
            // Again on the same household: a sync, unless it asks to encrypt one that is in clear.
            if state.connection == target.stored, encrypt, state.key == nil {
                throw SyncError.encryptionDiffers(server: state.connection, encrypted: false)
            }
            if state.connection == target.stored { return try sync() }
            throw SyncError.alreadySetUp(connection: state.connection)
        }
        let passphrase = encrypt ? try passphrase(typed, for: "sync init --encrypt needs the household's passphrase") : nil
        let remote = try RemoteDatabase.connect(target, cancellation: cancellation, environment: environment)
        defer { remote.close() }
        var server = SyncServer(remote: remote)
        try server.migrate()
        let household = try server.household()
        try checkClock(server)
        try server.raiseSchema()
        let size = try server.size()
        if size.changes > 0 { throw SyncError.householdExists(server: remote.server, devices: size.devices) }
        if let passphrase {
            if let (salt, check) = try server.encryption() {
                server.key = try key(passphrase, salt: salt, check: check, server: remote.server)
            } else {
                let salt = HouseholdKey.newSalt()
                let key = try HouseholdKey.derive(passphrase: passphrase, salt: salt)
                try server.encrypt(salt: salt, check: Data(try key.seal(SyncServer.checkText, place: "check").utf8))
                // Two first machines at once: the salt the server kept is the household's.
                guard let (kept, check) = try server.encryption(fresh: true) else { throw SyncError.noHousehold(server: remote.server) }
                server.key = kept == salt ? key : try self.key(passphrase, salt: kept, check: check, server: remote.server)
            }
        } else if try server.encryption() != nil {
            throw SyncError.encryptionDiffers(server: remote.server, encrypted: true)
        }
        let device = UUID().uuidString.lowercased()
        let name = deviceName ?? Self.hostName()
        let clockNow = now
        try database.write { db in
            try insertState(db, connection: target.stored, household: household, device: device, name: name, key: server.key)
            _ = try SyncOutbox(identity: try identity(db)).queueEverything(db, now: clockNow)
        }
        try server.register(device: device, name: name)
        return try exchange(server)
    }

    /// The passphrase of an encrypted household: `typed` at the terminal, else from `PULPE_SYNC_PASSPHRASE`.
    /// Read in Unicode's composed form, so an accented passphrase typed on two systems is one.
    private func passphrase(_ typed: String?, for why: String) throws -> String {
        guard let passphrase = typed ?? environment["PULPE_SYNC_PASSPHRASE"], !passphrase.isEmpty else {
            throw SyncError.passphraseNeeded(why: why)
        }
        guard passphrase.count >= 8 else {
            let source = typed == nil ? "the passphrase in PULPE_SYNC_PASSPHRASE" : "the passphrase typed"
            throw SyncError.passphraseNeeded(why: "\(source) has \(counted(passphrase.count, "character"))")
        }
        return passphrase.precomposedStringWithCanonicalMapping
    }

    /// Whether `PULPE_SYNC_PASSPHRASE` gives a passphrase (else a terminal may ask for one).
    public nonisolated var passphraseInEnvironment: Bool { !(environment["PULPE_SYNC_PASSPHRASE"] ?? "").isEmpty }

    /// The key `passphrase` makes, when it opens the household's check value.
    private func key(_ passphrase: String, salt: Data, check: Data, server: String) throws -> HouseholdKey {
        let key = try HouseholdKey.derive(passphrase: passphrase, salt: salt)
        guard key.open(String(decoding: check, as: UTF8.self), place: "check") == SyncServer.checkText else {
            throw SyncError.wrongPassphrase(server: server)
        }
        return key
    }

    /// Joins the household on an empty database: registers this machine and applies the log.
    /// An encrypted household's passphrase is `typed` at the terminal, else in `PULPE_SYNC_PASSPHRASE`.
    public func join(connection text: String, deviceName: String?, passphrase typed: String? = nil) throws -> SyncReport {
        let target = try parse(text)
        if try database.read({ $0.isInsideTransaction }) { throw SyncError.insideTransaction }
        if let state = try state() { throw SyncError.alreadySetUp(connection: state.connection) }
        if let what = try database.read(contents) { throw SyncError.notEmpty(path: database.path, what: what) }
        let remote = try RemoteDatabase.connect(target, cancellation: cancellation, environment: environment)
        defer { remote.close() }
        var server = SyncServer(remote: remote)
        let household = try server.household()
        try checkClock(server)
        try server.raiseSchema()
        try server.inspect()
        if let (salt, check) = try server.encryption() {
            let passphrase = try passphrase(typed, for: "the household at \(remote.server) is encrypted: joining it needs its passphrase")
            server.key = try key(passphrase, salt: salt, check: check, server: remote.server)
        }
        let device = UUID().uuidString.lowercased()
        let name = deviceName ?? Self.hostName()
        // Registered first: from then on the log's compaction waits for this device (at 0), so
        // the snapshot chosen below keeps every entry after it.
        try server.register(device: device, name: name)
        let start: (madeAt: String, rows: Int)?
        do {
            start = try startFromSnapshot(server, device: device) { db in
                try insertState(db, connection: target.stored, household: household, device: device, name: name, key: server.key)
            }
        } catch {
            // Nothing of the household was written here: this file is as empty as before and may
            // join again, and the device registered for it does not hold back the log's compaction.
            // Unheard: the join's own error is the one reported; a device left registered (a role
            // that may not remove it) is named by `sync --status` until the owner removes it.
            try? server.unregister(device: device)
            throw error
        }
        // Notes say what a merge did to this machine's changes: a new member had none.
        var report = try exchange(server, keepingNotes: false)
        report.notes =
            start.map { ["started from the household's snapshot of \($0.madeAt) UTC (\($0.rows) rows), then read the log after it"] } ?? []
        return report
    }

    /// A joining device starts from the household's newest snapshot, when it has one: its state
    /// (`setUp`) and the snapshot are written in one transaction, so a join killed there leaves
    /// the file empty; the log after it is read next. Returns when it was made and how many rows
    /// it held.
    private func startFromSnapshot(_ server: SyncServer, device: String, setUp: (Database) throws -> Void) throws -> (
        madeAt: String, rows: Int
    )? {
        let newest: SyncServer.Snapshot?
        do {
            newest = try server.latestSnapshot()
        } catch let error as RemoteError where error.isPermissionDenied {
            throw SyncError.roleWithoutSnapshots(server: server.remote.server)
        }
        guard let snapshot = newest else {
            try database.write(setUp)
            return nil
        }
        let parts = try server.parts(of: snapshot)
        return try step(server) { db in
            try setUp(db)
            let high = try Journal.highWater(db)
            let loaded = try SyncSnapshot(identity: try identity(db)).load(
                db, parts: parts, me: device, damaged: SyncError.snapshotDamaged(server: server.remote.server, madeAt: snapshot.madeAt))
            try SyncJournal.forgetAll(db, above: high)
            try SyncState.pulled(db, upTo: snapshot.seq, at: Journal.timestamp())
            try see(db, loaded.clock)
            return (snapshot.madeAt, loaded.rows)
        }
    }

    // MARK: - Syncing

    /// Sends this machine's changes and applies everyone's. `timeout` bounds the whole attempt
    /// (auto sync gives 2 s; else 10 s to connect and a minute a statement); a refused or dropped
    /// connection is retried `retries` times, waiting 0.2, 0.4, 0.8 s… between tries, a server
    /// that lets the time run out is not, nor a cancel.
    public func sync(timeout: Double? = nil, retries: Int = 3) throws -> SyncReport {
        guard let state = try state() else { throw SyncError.notSetUp }
        if try database.read({ $0.isInsideTransaction }) { throw SyncError.insideTransaction }
        let target = try parse(state.connection)
        var attempt = 0
        while true {
            do {
                let remote = try RemoteDatabase.connect(target, timeout: timeout, cancellation: cancellation, environment: environment)
                defer { remote.close() }
                var server = SyncServer(remote: remote, key: state.key)
                let household = try server.household()
                try server.inspect()
                guard household == state.household else { throw SyncError.noHousehold(server: remote.server) }
                try checkClock(server)
                try server.raiseSchema()
                if state.key == nil, try server.encryption() != nil { throw SyncError.sealedWithoutKey(server: remote.server) }
                return try exchange(server, keepingUp: timeout == nil)
            } catch let error as RemoteError where error.isWorthRetrying && attempt < retries && timeout == nil {
                attempt += 1
                cancellation.sleep(0.1 * Double(1 << attempt))
            }
        }
    }

    /// The changes not sent yet, counted as commands (a script run or an undo counts once).
    public func pending() throws -> Int {
        try database.read { db in
            guard try SyncState.fetch(db) != nil else { return 0 }
            // A unit counts once; a change outside any (undo's, redo's) counts alone.
            return try Int.fetchOne(
                db,
                sql: """
                    SELECT count(*) FROM (
                        SELECT CASE WHEN unit_id > 0 THEN unit_id ELSE -seq END FROM journal_change
                        WHERE seq > max((SELECT queued_seq FROM sync_state), (SELECT floor_seq FROM sync_state)) AND table_name <> ?
                        UNION SELECT CASE WHEN unit_id > 0 THEN unit_id ELSE -device_seq END FROM sync_outbox)
                    """, arguments: [SyncJournal.markerTable]) ?? 0
        }
    }

    /// The household this database syncs with and whether each change ends with a sync; nil
    /// when it does not sync.
    public func setting() throws -> (connection: String, auto: Bool)? {
        try database.read { db in try SyncState.fetch(db).map { ($0.connection, $0.auto) } }
    }

    /// `settings set sync auto|off`.
    public func setAuto(_ auto: Bool) throws {
        try database.write { db in
            guard try SyncState.fetch(db) != nil else { throw SyncError.notSetUp }
            try SyncState.setAuto(db, auto)
        }
    }

    /// Pending changes, last sync, and the household's devices (or why they are unknown).
    public func status(timeout: Double = 2) throws -> SyncStatus {
        guard let state = try state() else { throw SyncError.notSetUp }
        var devices: [SyncStatus.Device]?
        var unreachable: String?
        var behind: SyncStatus.Behind?
        var log: SyncStatus.Log?
        do {
            let connection = try RemoteDatabase.connect(
                try parse(state.connection), timeout: timeout, cancellation: cancellation, environment: environment)
            defer { connection.close() }
            var server = SyncServer(remote: connection)
            // Unheard: the log's line is extra; a household that does not read leaves it out, and `sync` says why.
            _ = try? server.household()
            let seen = try server.devices()
            devices = seen.map { SyncStatus.Device(name: $0.name, lastSync: $0.lastSync, isThisOne: $0.id == state.device) }
            if let (entries, snapshot, behind) = try server.logState() {
                let names = Dictionary(seen.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
                log = SyncStatus.Log(entries: Int(entries), snapshot: snapshot?.madeAt, heldBackBy: behind.map { names[$0] ?? $0 })
            }
            let unapplied = try server.unapplied(after: state.pulledSeq, device: state.device)
            let known = Set(try database.read(SyncTable.all).map(\.name))
            behind = SyncStatus.Behind(
                changes: unapplied.others, stuck: unapplied.others > 0 && unapplied.own > 0,
                unknownTables: unapplied.tables.filter { !known.contains($0) && $0 != SyncServer.sealedMarker })
        } catch let error as RemoteError {
            unreachable = error.message
        }
        return SyncStatus(
            connection: state.connection, deviceName: state.deviceName, pending: try pending(), lastSync: state.lastSync,
            auto: state.auto, encrypted: state.key != nil, devices: devices, unreachable: unreachable, notApplied: behind, log: log)
    }

    // MARK: - The exchange

    /// `keepingNotes`: what the merges said is kept for `changes` (not when joining).
    /// `keepingUp`: once done, writes the household's snapshot when one is due and compacts its
    /// log (`upkeep`; not auto sync's, which must end within its deadline).
    private func exchange(_ server: SyncServer, keepingNotes: Bool = true, keepingUp: Bool = true) throws -> SyncReport {
        let remote = server.remote
        var sent = 0
        var received = 0
        var notes: [String] = []
        // A file copied from another machine, or restored from a backup, numbers its entries
        // again from where it stood: the server's would hide them, and it would skip entries of
        // "its own" it never made. It is refused before anything is sent.
        let (me, numbered, identity) = try database.read { db in
            (try SyncState.fetch(db)!.device, try SyncOutbox.lastNumber(db), try self.identity(db))
        }
        if try server.lastDeviceSeq(device: me) > numbered { throw SyncError.behindTheServer(path: database.path) }
        let pulledAtStart = try database.read { db in try SyncState.fetch(db)!.pulledSeq }
        if pulledAtStart < server.compactedTo {
            throw SyncError.compactedPast(path: database.path, pulled: pulledAtStart, compacted: server.compactedTo)
        }
        for _ in 0..<5 {
            let clockNow = now
            // 1. Queue this machine's new changes, then send the outbox: each step its own
            // transaction of at most `step` changes, so a command waits at most for one step.
            while try step(server, { db in try SyncOutbox(identity: identity).queue(db, limit: stepSize, now: clockNow) }) {
                letOthersWrite()
            }
            fault("queued")
            while true {
                let page = try database.read { db in try SyncOutbox.waiting(db, limit: stepSize) }
                guard let last: Int64 = page.last?[0] else { break }
                if sent > 0 { letOthersWrite() }
                let numbers = try server.push(device: me, path: database.path, page.map { ($0[0], $0[1], $0[2], $0[3], $0[4]) })
                fault("pushed")
                try step(server) { db in
                    try SyncOutbox(identity: identity).numbered(db, page, numbers)
                    try SyncOutbox.sent(db, upTo: last)
                }
                sent += page.count
            }
            // 2. Read the log's new entries, 3. apply them (unless a command ran meanwhile: then again).
            let outcome = try receive(server, device: me, identity: identity, keepingNotes: keepingNotes)
            received += outcome.applied
            notes += outcome.notes
            guard outcome.complete else { continue }
            fault("merged")
            let pulled = try database.read { db in try SyncState.fetch(db)!.pulledSeq }
            do {
                try server.touch(device: me, pulled: pulled)
            } catch let error as RemoteError where error.isPermissionDenied {
                // Compaction waits for this device's place, which its role may not record.
                notes.append(SyncError.roleWithoutSnapshots(server: remote.server).message)
            } catch {
                // Heard as nothing more: the device's last-seen time and place inform `sync status`
                // and compaction, which waits for it; the sync itself is done, and the next one records them.
            }
            if keepingUp { notes += upkeep(server, device: me, pulled: pulled, identity: identity) }
            let connection = try database.read { db in try SyncState.fetch(db)!.connection }
            return SyncReport(sent: sent, received: received, notes: notes, connection: connection)
        }
        throw RemoteError.connectionLost(
            server: remote.server, reason: "other commands kept changing this database during the sync; try again")
    }

    // MARK: - Snapshots and compaction

    /// After a whole sync: writes the household's snapshot when the newest is at least
    /// `snapshotAge` old and `snapshotEntries` entries behind this device's place (none yet
    /// counts as old), then lets the log go below the snapshot every device has passed
    /// (`SyncServer.compact`, which only the household's owner may do: another device's role
    /// leaves it). What fails here leaves the sync done, and is said.
    private func upkeep(_ server: SyncServer, device me: String, pulled: Int64, identity: SyncIdentity) -> [String] {
        guard server.snapshots else { return [] }
        var notes: [String] = []
        // The newest snapshot's place: the log below it may go (nothing to do when it went already).
        var newest: Int64 = 0
        do {
            let latest = try server.latestSnapshot()
            newest = latest?.seq ?? 0
            if pulled - newest >= snapshotEntries, (latest?.age ?? .max) >= snapshotAge {
                let written = try database.read { db -> Bool in
                    // A command ran since the sync: this database no longer holds the log's state at `pulled`.
                    guard try untouched(db, since: pulled), try Int.fetchOne(db, sql: "SELECT count(*) FROM sync_own") == 0 else {
                        return false
                    }
                    // Network work inside a read: in WAL mode it holds no lock, and what it reads stays as it was.
                    try server.writeSnapshot(seq: pulled, device: me) { part in
                        _ = try SyncSnapshot(identity: identity).write(
                            db, device: me, lastNumber: try SyncOutbox.lastNumber(db), each: part)
                    }
                    return true
                }
                if written { newest = pulled }
            }
        } catch let error as RemoteError where error.isPermissionDenied {
            // A device whose role may not add snapshots (scripts/household-roles run before they existed) leaves them to others.
        } catch {
            notes.append(
                "the household's snapshot was not written (\(Self.reason(error))): the sync itself is done; the next one tries again")
        }
        guard newest > server.compactedTo else { return notes }
        do {
            _ = try server.compact()
        } catch let error as RemoteError where error.isPermissionDenied {
            // Only the owner's role may remove entries: another device's leaves it to the owner's.
        } catch {
            notes.append("the household's log was not compacted (\(Self.reason(error))): the sync itself is done; the next one tries again")
        }
        return notes
    }

    private static func reason(_ error: any Error) -> String {
        (error as? any UserFacingError)?.message ?? DatabaseErrorMessage.reason(error)
    }

    /// How many entries past the newest snapshot make a new one due: 10,000 (replaying fewer takes
    /// about a second); `PULPE_SYNC_SNAPSHOT_ENTRIES` sets another, for the tests.
    private var snapshotEntries: Int64 { Int64(environment["PULPE_SYNC_SNAPSHOT_ENTRIES"] ?? "").flatMap { $0 > 0 ? $0 : nil } ?? 10_000 }

    /// How old the newest snapshot must be for a new one, in seconds: a week;
    /// `PULPE_SYNC_SNAPSHOT_AGE` sets another, for the tests.
    private var snapshotAge: Int64 { Int64(environment["PULPE_SYNC_SNAPSHOT_AGE"] ?? "").flatMap { $0 >= 0 ? $0 : nil } ?? 7 * 24 * 3600 }

    /// How many changes a step of a sync queues, sends, reads or applies at most: 5,000 (about
    /// 0.1 s of holding the write lock); `PULPE_SYNC_STEP` sets another, for the tests that
    /// cross a step's end with a few changes.
    private var stepSize: Int { Int(environment["PULPE_SYNC_STEP"] ?? "").flatMap { $0 > 0 ? $0 : nil } ?? 5_000 }

    /// What one reading of the log applied; not `complete` when a command ran meanwhile (its
    /// change is sent first, then the rest is read).
    private struct Received {
        var applied = 0
        var notes: [String] = []
        var complete = false
    }

    /// Reads the log's new entries and applies them. When none of another device's comes before
    /// one of ours (the usual case: this machine was up to date when it made its changes), ours
    /// stand and only the others' are read and applied, a page at a time, each page its own
    /// transaction, so memory and the write lock stay small whatever the count. Else ours are
    /// taken back and every entry applied in the log's order, ours among them, in one transaction:
    /// a sync killed halfway must not leave this machine without its own changes. The entries are
    /// read first, into a file (`SyncInbox`), and applied from it a page at a time.
    private func receive(_ server: SyncServer, device me: String, identity: SyncIdentity, keepingNotes: Bool) throws -> Received {
        var received = Received()
        let state = try database.read { db in try SyncState.fetch(db)! }
        var pulled = state.pulledSeq
        let layout = try server.layout(after: pulled, device: me)
        // The devices' names, for what a merge says of their edits (asked only when there is something to apply).
        let names =
            layout.firstOther == nil ? [:] : Dictionary(try server.devices().map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        // Ours merged already (a sync stopped while applying the others' on top of them) wait for nothing.
        if let lastOwn = layout.lastOwn, lastOwn > state.mergedSeq, lastOwn > (layout.firstOther ?? .max) {
            return try receiveTakingBack(
                server, after: pulled, layout: layout, lastOwn: lastOwn, merged: state.mergedSeq, device: me, identity: identity,
                names: names, keepingNotes: keepingNotes)
        }
        // Ours all come first: reading starts at the others' first entry.
        var position = max(pulled, (layout.firstOther ?? ((layout.last ?? pulled) + 1)) - 1)
        while true {
            let entries = try server.pull(after: position, leavingOutFieldsOf: me, limit: stepSize)
            fault("pulled")
            // One of ours sent after the layout was read (a second sync of this file): read again.
            if entries.contains(where: { $0.device == me && $0.seq > (layout.last ?? 0) }) { return received }
            let last = entries.count < stepSize
            let upTo = max(entries.last?.seq ?? position, last ? layout.last ?? position : position)
            let page = entries.filter { $0.device != me }
            guard
                let outcome = try apply(
                    { try $0(page) }, after: pulled, upTo: upTo, takingBack: false, device: me, identity: identity, server: server,
                    names: names, keepingNotes: keepingNotes)
            else { return received }
            received.applied += outcome.applied
            received.notes += outcome.notes
            if last {
                received.complete = true
                return received
            }
            pulled = upTo
            position = upTo
            letOthersWrite()
        }
    }

    /// Reads every entry after `pulled` into an inbox, noting what each touches. When the others'
    /// before our last touch nothing ours touch (`SyncCommutation`), applies them on top of ours a
    /// page at a time (`receiveOnTop`); else takes ours back and applies them all in one
    /// transaction (`apply`), ours up to `merged` excepted (they stand merged already); when ours
    /// cannot be taken back, rebuilds from the log.
    private func receiveTakingBack(
        _ server: SyncServer, after pulled: Int64, layout: (firstOther: Int64?, lastOwn: Int64?, last: Int64?), lastOwn: Int64,
        merged: Int64, device me: String, identity: SyncIdentity, names: [String: String], keepingNotes: Bool
    ) throws -> Received {
        var inbox = try SyncInbox()
        defer { inbox.close() }
        let commutation = SyncCommutation(identity: identity)
        var position = pulled
        while true {
            let entries = try server.pull(after: position, limit: stepSize)
            // One of ours sent after the layout was read (a second sync of this file): read again.
            if entries.contains(where: { $0.device == me && $0.seq > (layout.last ?? 0) }) { return Received() }
            try inbox.append(entries)
            try database.read { db in
                for entry in entries where commutation.commutes {
                    if entry.device == me {
                        if entry.seq > merged { try commutation.add(db, entry, own: true) }
                    } else if entry.seq < lastOwn {
                        try commutation.add(db, entry, own: false)
                    }
                }
            }
            position = entries.last?.seq ?? position
            if entries.count < stepSize { break }
        }
        fault("pulled")
        let upTo = max(position, layout.last ?? pulled)
        if commutation.apart {
            return try receiveOnTop(
                inbox, server, after: pulled, upTo: upTo, lastOwn: lastOwn, device: me, identity: identity, names: names,
                keepingNotes: keepingNotes)
        }
        let outcome: (applied: Int, notes: [String])?
        do {
            outcome = try apply(
                { body in try inbox.pages(size: stepSize) { page in try body(page.filter { $0.device != me || $0.seq > merged }) } },
                after: pulled, upTo: upTo, takingBack: true, device: me, identity: identity, server: server, names: names,
                keepingNotes: keepingNotes)
        } catch let refused as TakeBackRefused {
            outcome = try rebuild(server, after: pulled, device: me, identity: identity, refused: refused, names: names)
        }
        guard let outcome else { return Received() }
        return Received(applied: outcome.applied, notes: outcome.notes, complete: true)
    }

    /// Applies the others' entries of `inbox` on top of this device's changes, a page at a time,
    /// each page its own transaction: no command waits for more than one. Each page records ours
    /// up to `lastOwn` as merged (the first one's record is the one that counts), so a sync
    /// stopped between two pages goes on from there.
    private func receiveOnTop(
        _ inbox: SyncInbox, _ server: SyncServer, after pulled: Int64, upTo: Int64, lastOwn: Int64, device me: String,
        identity: SyncIdentity, names: [String: String], keepingNotes: Bool
    ) throws -> Received {
        var received = Received()
        var from = pulled
        var read = 0
        var stopped = false
        try inbox.pages(size: stepSize) { entries in
            guard !stopped else { return }
            if read > 0 { letOthersWrite() }
            read += entries.count
            let through = read == inbox.count ? upTo : entries.last?.seq ?? from
            let page = entries.filter { $0.device != me }
            guard
                let outcome = try apply(
                    { try $0(page) }, after: from, upTo: through, takingBack: false, merging: lastOwn, device: me, identity: identity,
                    server: server, names: names, keepingNotes: keepingNotes)
            else {
                stopped = true
                return
            }
            received.applied += outcome.applied
            received.notes += outcome.notes
            from = through
            if read < inbox.count { fault("stepped") }
        }
        received.complete = !stopped
        return received
    }

    /// One step of a sync, one transaction; none starts past the attempt's deadline (auto sync's
    /// 2 s): what is left waits for the next sync.
    private func step<T>(_ server: SyncServer, _ body: (Database) throws -> T) throws -> T {
        try server.remote.checkDeadline()
        return try database.write(body)
    }

    /// Between two steps of one sync, a pause of 10 ms in which a command waiting for the lock
    /// takes it (it tries every 2 ms: `AppDatabase.waitForTheLock`), so no command waits for more
    /// than one step however many the sync takes. A sync of one step each way never pauses.
    private func letOthersWrite() { cancellation.sleep(0.01) }

    /// Applies the entries `pages` gives (the log after `pulled`, up to `upTo`) in one
    /// transaction, after taking back this machine's changes not yet merged in the log's order
    /// when `takingBack` (they are among the entries); with `merging`, records this device's
    /// entries up to it as merged. Nil when a command ran since `pulled` was read.
    private func apply(
        _ pages: ((([SyncEntry]) throws -> Void)) throws -> Void, after pulled: Int64, upTo: Int64, takingBack: Bool,
        merging: Int64? = nil, device me: String, identity: SyncIdentity, server: SyncServer, names: [String: String],
        keepingNotes: Bool
    ) throws -> (applied: Int, notes: [String])? {
        try step(server) { db -> (applied: Int, notes: [String])? in
            guard try untouched(db, since: pulled) else { return nil }
            if let merging { try SyncState.merged(db, upTo: merging) }
            let high = try Journal.highWater(db)
            if takingBack {
                do {
                    _ = try SyncJournal.revert(db)
                } catch {
                    throw TakeBackRefused(reason: Self.reason(error))
                }
            }
            // This device's own edits stand as made when they came first; replayed, the merge places them.
            try SyncStamps.settle(db, device: me, replayed: takingBack)
            var merge = SyncMerge(identity: identity)
            merge.me = me
            merge.names = names
            var applied = 0
            try pages { entries in
                try SyncSequence.follow(db, entries, me: me, server: server.remote.server, names: names)
                for entry in entries {
                    merge.recordingAt = entry.device == me ? nil : high
                    try merge.apply(db, entry)
                    if entry.device != me { applied += 1 }
                }
            }
            try SyncJournal.moveMarker(db, forgettingAbove: high)
            try SyncState.pulled(db, upTo: upTo, at: Journal.timestamp())
            try see(db, merge.latestStamp)
            if keepingNotes { try SyncNotes.keep(db, merge.notes) }
            return (applied, merge.notes)
        }
    }

    /// When this machine's changes cannot be taken back: everything of ours is in the log
    /// already, so the household's newest snapshot and the log after it make this device again.
    /// Nil when a command ran meanwhile.
    private func rebuild(
        _ server: SyncServer, after pulled: Int64, device me: String, identity: SyncIdentity, refused: TakeBackRefused,
        names: [String: String]
    ) throws -> (applied: Int, notes: [String])? {
        let snapshot = try server.latestSnapshot()
        let read = Result { (try snapshot.map { try server.parts(of: $0) }, try server.pull(after: snapshot?.seq ?? 0)) }
        // Another device compacted the log past the snapshot while it was read: entries after it may be gone.
        if try server.compactedPlace() > (snapshot?.seq ?? 0) {
            throw RemoteError.connectionLost(server: server.remote.server, reason: "another device compacted the log meanwhile; sync again")
        }
        let (parts, everything) = try read.get()
        return try step(server) { db -> (applied: Int, notes: [String])? in
            guard try untouched(db, since: pulled) else { return nil }
            try SyncSequence.forgetAll(db)
            let latest = try SyncRebuild(identity: identity, me: me, names: names).rebuild(
                db, snapshot: parts, damaged: SyncError.snapshotDamaged(server: server.remote.server, madeAt: snapshot?.madeAt ?? ""),
                from: everything)
            try SyncSequence.follow(db, everything, me: me, server: server.remote.server, names: names)
            try SyncState.pulled(db, upTo: everything.last?.seq ?? max(pulled, snapshot?.seq ?? 0), at: Journal.timestamp())
            try see(db, latest)
            let applied = everything.filter { $0.seq > pulled && $0.device != me }.count
            let notes = [
                "this device's own changes could not be taken back to merge them (\(refused.reason)): it was "
                    + "rebuilt from the household's log, which holds them all; undo starts anew from here"
            ]
            try SyncNotes.keep(db, notes)
            return (applied, notes)
        }
    }

    /// Moves this device's clock past the latest stamp applied.
    private func see(_ db: Database, _ stamp: Int64) throws {
        var clock = HybridClock(last: try SyncState.clock(db))
        clock.see(stamp, now: now)
        try SyncState.setClock(db, clock.last)
    }

    /// No command ran since the changes were queued and the log read up to `pulled`: a merge
    /// may go ahead.
    private func untouched(_ db: Database, since pulled: Int64) throws -> Bool {
        let state = try SyncState.fetch(db)!
        let unqueued =
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM journal_change WHERE seq > ? AND table_name <> ?",
                arguments: [max(state.queuedSeq, state.floorSeq), SyncJournal.markerTable]) ?? 0
        let unsent = try Int.fetchOne(db, sql: "SELECT count(*) FROM sync_outbox") ?? 0
        return unqueued == 0 && unsent == 0 && state.pulledSeq == pulled
    }

    // MARK: - Helpers

    /// For the fault tests: `PULPE_SYNC_KILL=pushed` (queued, pulled, stepped: after the first
    /// page applied on top of ours, merged) kills this process with SIGKILL at that step, as a
    /// power cut or `kill -9` would.
    private func fault(_ step: String) {
        if environment["PULPE_SYNC_KILL"] == step { kill(getpid(), SIGKILL) }
    }

    private func state() throws -> SyncState? { try database.read(SyncState.fetch) }

    /// This machine's clock, in µs since 1970; `PULPE_SYNC_CLOCK_SKEW` (seconds) moves it, for
    /// the tests of a clock set wrong.
    private var now: Int64 { Journal.microseconds() + (Int64(environment["PULPE_SYNC_CLOCK_SKEW"] ?? "") ?? 0) * 1_000_000 }

    /// Refuses to sync with a clock further than `HybridClock.tolerance` from the server's: its
    /// edits would be ordered wrongly against everyone's.
    private func checkClock(_ server: SyncServer) throws {
        guard let theirs = server.now else { return }
        let offset = now - theirs
        if abs(offset) > HybridClock.tolerance {
            throw SyncError.clockOff(server: server.remote.server, seconds: (offset + (offset < 0 ? -500_000 : 500_000)) / 1_000_000)
        }
    }

    private func identity(_ db: Database) throws -> SyncIdentity { SyncIdentity(try SyncTable.all(db)) }

    private func parse(_ text: String) throws -> ConnectionString {
        let target = try ConnectionString.parse(text, environment: environment)
        if target.password != nil { throw SyncError.passwordInConnectionString }
        return target
    }

    private func insertState(_ db: Database, connection: String, household: String, device: String, name: String, key: HouseholdKey?)
        throws
    {
        try SyncState.insert(db, connection: connection, household: household, device: device, name: name, key: key)
        try SyncJournal.moveMarker(db, forgettingAbove: try Journal.highWater(db))
    }

    /// What a database to join already holds, in words; nil when it is empty.
    private func contents(_ db: Database) throws -> String? {
        // Every table that travels but the settings (the household's replace them); the one account
        // every database starts with is not content (the household's Main is kept as one with it).
        let counts = JournalTables.journaled.filter { $0.name != "settings" }.map { ($0.name, $0.singular, $0.plural) }
        var parts: [String] = []
        for (table, one, many) in counts {
            let count = (try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0) - (table == "account" ? 1 : 0)
            if count > 0 { parts.append("\(count) \(count == 1 ? one : many)") }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    static func hostName() -> String { ProcessInfo.processInfo.hostName.split(separator: ".").first.map(String.init) ?? "device" }
}
