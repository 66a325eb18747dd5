import Domain
import Shared

/// Auto sync (`settings set sync auto`): a change ends with a sync bounded to 2 seconds. Offline,
/// the change stands locally and the session says how many wait ("sync pending (3 changes)");
/// the next sync sends them. Merges it made are told on standard error; a quiet sync says nothing.
extension Session {
    /// Syncs when something changed and auto sync is on, outside any open unit or transaction
    /// (a script syncs once, when it ends and has committed).
    func syncIfPending() {
        guard journalUnit.changedSinceSync, journalUnit.depth == 0 else { return }
        let database = context.stores.database
        guard (try? database.read({ $0.isInsideTransaction })) == false else { return }
        journalUnit.changedSinceSync = false
        let service = SyncService(database: database)
        guard let setting = try? service.setting(), setting.auto else { return }
        do {
            let report = try service.sync(timeout: 2, retries: 0)
            for note in report.notes { emit("sync: \(Echo.bounded(note))", true) }
        } catch {
            let pending = (try? service.pending()) ?? 0
            emit("sync pending (\(pending) change\(pending == 1 ? "" : "s")): \(Echo.bounded(ErrorMessage.describe(error)))", true)
        }
    }
}
