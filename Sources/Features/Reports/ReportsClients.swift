import CommandKit
import Ledger
import Reporting
import Stores

/// Everything the reports feature reads and changes through: these stores and services and
/// nothing else (the app builds them once, in `AppStores`; no other file of the feature reaches it).
@MainActor
struct ReportsClients {
    private let stores: AppStores

    init(_ stores: AppStores) { self.stores = stores }

    var accountService: AccountService { stores.accountService }
    var budgetList: BudgetListStore { stores.budgetList }
    var reportService: ReportService { stores.reportService }
}

extension CommandContext {
    /// The reports feature's clients.
    @MainActor var clients: ReportsClients { ReportsClients(stores) }
}
