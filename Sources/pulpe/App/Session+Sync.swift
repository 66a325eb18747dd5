import DomainKit
import Shared

/// Auto sync (`settings set sync auto`): a change ends with a sync bounded to 2 seconds. Offline,
/// the change stands locally and the session says how many wait ("sync pending (3 changes)");
/// the next sync sends them. Merges it made are told on standard error; a quiet sync says nothing.
extension Session {
    /// Syncs when something changed and auto sync is on, outside any open unit or transaction
    /// (a script syncs once, when it ends and has committed).
    func syncIfPending() async {
        guard journalUnit.changedSinceSync, journalUnit.depth == 0 else { return }
        let database = context.stores.database
        guard !database.isInsideTransaction else { return }
        journalUnit.changedSinceSync = false
        let service = context.stores.syncService()
        do {
            guard let setting = try await service.setting(), setting.auto else { return }
            let report = try await service.sync(timeout: 2, retries: 0)
            for note in report.notes { emit("sync: \(Echo.bounded(note))", true) }
        } catch {
            // Unheard: the count only adds to the message that reports the failed sync.
            let count = (try? await service.pending()).map { " (\($0) change\($0 == 1 ? "" : "s"))" } ?? ""
            emit("sync pending\(count): \(Echo.bounded(ErrorMessage.describe(error)))", true)
        }
    }
}
