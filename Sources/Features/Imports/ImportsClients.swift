import CommandKit
import Importing
import Ledger
import Maintenance
import Reporting
import Stores

/// Everything the imports feature reads and changes through: these stores and services and
/// nothing else (the app builds them once, in `AppStores`; no other file of the feature reaches it).
@MainActor
struct ImportsClients {
    private let stores: AppStores

    init(_ stores: AppStores) { self.stores = stores }

    var accountService: AccountService { stores.accountService }
    var exchangeService: DatabaseExchangeService { stores.exchangeService }
    var exportService: ExportService { stores.exportService }
    var importService: ImportService { stores.importService }
    var importSetupService: ImportSetupService { stores.importSetupService }
}

extension CommandContext {
    /// The imports feature's clients.
    @MainActor var clients: ImportsClients { ImportsClients(stores) }
}
