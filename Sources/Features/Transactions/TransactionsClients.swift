import CommandKit
import Ledger
import Stores

/// Everything the transactions feature reads and changes through: these stores and services and
/// nothing else (the app builds them once, in `AppStores`; no other file of the feature reaches it).
@MainActor
struct TransactionsClients {
    private let stores: AppStores

    init(_ stores: AppStores) { self.stores = stores }

    var accountService: AccountService { stores.accountService }
    var budgetDetails: BudgetDetailsStore { stores.budgetDetails }
    var favouriteService: FavouriteService { stores.favouriteService }
    var transactionService: TransactionService { stores.transactionService }
}

extension CommandContext {
    /// The transactions feature's clients.
    @MainActor var clients: TransactionsClients { TransactionsClients(stores) }
}
