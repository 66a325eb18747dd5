import CommandKit
import Maintenance
import Stores

/// Everything the history feature reads and changes through: these stores and services and
/// nothing else (the app builds them once, in `AppStores`; no other file of the feature reaches it).
@MainActor
struct HistoryClients {
    private let stores: AppStores

    init(_ stores: AppStores) { self.stores = stores }

    var historyService: HistoryService { stores.historyService }
}

extension CommandContext {
    /// The history feature's clients.
    @MainActor var clients: HistoryClients { HistoryClients(stores) }
}
