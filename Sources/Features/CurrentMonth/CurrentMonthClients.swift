import CommandKit
import Planning
import Stores

/// Everything the current month feature reads and changes through: these stores and services and
/// nothing else (the app builds them once, in `AppStores`; no other file of the feature reaches it).
@MainActor
struct CurrentMonthClients {
    private let stores: AppStores

    init(_ stores: AppStores) { self.stores = stores }

    var budgetService: BudgetService { stores.budgetService }
    var currentMonth: CurrentMonthStore { stores.currentMonth }
}

extension CommandContext {
    /// The current month feature's clients.
    @MainActor var clients: CurrentMonthClients { CurrentMonthClients(stores) }
}
