import Importing
import Maintenance
import Model
import Reporting
import Shared

/// Imports and their set-up read and write the database directly: nothing of them is cached
/// (the stores see the imported rows through the tables' changes).
extension AppStores {
    public var importService: ImportService { ImportService(database: database, clock: clock) }
    public var importSetupService: ImportSetupService { ImportSetupService(database: database) }
}

extension AppStores {
    public var exportService: ExportService { ExportService(database: database) }
    public var exchangeService: DatabaseExchangeService { DatabaseExchangeService(database: database) }
}
