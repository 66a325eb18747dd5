import CommandKit
import DomainKit
import Ledger
import Maintenance
import Planning
import Stores
import Syncing

/// Everything the settings feature reads and changes through: these stores and services and
/// nothing else (the app builds them once, in `AppStores`; no other file of the feature reaches it).
@MainActor
struct SettingsClients {
    private let stores: AppStores

    init(_ stores: AppStores) { self.stores = stores }

    func backup(to path: String) throws -> Int { try stores.backup(to: path) }
    func compact() throws -> (bytesBefore: Int, bytesAfter: Int, logFolded: Bool) { try stores.compact() }
    var doctor: DatabaseDoctor { stores.doctor }
    var exchangeRateService: ExchangeRateService { stores.exchangeRateService }
    var payDayService: PayDayChangeService { stores.payDayService }
    var settings: SettingsStore { stores.settings }
    var settingsService: SettingsService { stores.settingsService }
    func syncService() -> SyncService { stores.syncService() }
}

extension CommandContext {
    /// The settings feature's clients.
    @MainActor var clients: SettingsClients { SettingsClients(stores) }
}
