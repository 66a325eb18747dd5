import CommandKit
import Stores

/// Everything the savings goals feature reads and changes through: these stores and services and
/// nothing else (the app builds them once, in `AppStores`; no other file of the feature reaches it).
@MainActor
struct SavingsGoalsClients {
    private let stores: AppStores

    init(_ stores: AppStores) { self.stores = stores }

    var goals: SavingsGoalStore { stores.goals }
}

extension CommandContext {
    /// The savings goals feature's clients.
    @MainActor var clients: SavingsGoalsClients { SavingsGoalsClients(stores) }
}
