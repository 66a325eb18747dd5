import CommandKit
import Stores
import Syncing

/// Everything the sync feature reads and changes through: these stores and services and
/// nothing else (the app builds them once, in `AppStores`; no other file of the feature reaches it).
@MainActor
struct SyncClients {
    private let stores: AppStores

    init(_ stores: AppStores) { self.stores = stores }

    func syncService() -> SyncService { stores.syncService() }
}

extension CommandContext {
    /// The sync feature's clients.
    @MainActor var clients: SyncClients { SyncClients(stores) }
}
