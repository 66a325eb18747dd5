import CommandKit
import Ledger
import Stores

/// Everything the accounts feature reads and changes through: these stores and services and
/// nothing else (the app builds them once, in `AppStores`; no other file of the feature reaches it).
@MainActor
struct AccountsClients {
    private let stores: AppStores

    init(_ stores: AppStores) { self.stores = stores }

    var accountService: AccountService { stores.accountService }
    var accounts: AccountListStore { stores.accounts }
    var account: AccountDetailStore { stores.account }
}

extension CommandContext {
    /// The accounts feature's clients.
    @MainActor var clients: AccountsClients { AccountsClients(stores) }
}
