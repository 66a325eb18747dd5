import DomainKit
import GRDB
import Persistence

/// Makes this device's data again from the household's newest snapshot and the log after it (or
/// the whole log), as a device joining anew would hold it: the way out for a device whose own
/// changes cannot be taken back, so no device is ever locked out. Every change of its own is in
/// the log already (a merge runs only once the outbox is sent); the undo history, whose images
/// name rows made anew, is dropped.
struct SyncRebuild {
    let identity: SyncIdentity
    let me: String
    let names: [String: String]

    /// Starts from `snapshot` (the household's newest, its parts), else from what every database
    /// starts with, then applies `entries` (the log after the snapshot, or all of it); returns
    /// the latest stamp applied.
    func rebuild(_ db: Database, snapshot: [String]?, damaged: @autoclosure () -> Error, from entries: [SyncEntry]) throws -> Int64 {
        let high = try Journal.highWater(db)
        var latest: Int64 = 0
        if let snapshot {
            latest = try SyncSnapshot(identity: identity).load(db, parts: snapshot, me: me, damaged: damaged()).clock
        } else {
            // Children first, so no row is refused for a parent removed before it.
            let tables = identity.tables.values.sorted { identity.order[$0.name, default: 0] > identity.order[$1.name, default: 0] }
            for table in tables { try db.execute(sql: "DELETE FROM \(table.name)") }
            // What every database starts with: the Main account, then the settings that name it as default.
            try AccountWriter.insertMain(db)
            try SettingsService.insertDefaults(db)
            try SyncIdentity.forgetAll(db)
            try SyncMerge.forgetAll(db)
            try SyncStamps.forgetAll(db)
        }
        var merge = SyncMerge(identity: identity)
        merge.me = me
        merge.names = names
        for entry in entries { try merge.apply(db, entry) }
        try SyncJournal.forgetAll(db, above: high)
        return max(latest, merge.latestStamp)
    }
}
