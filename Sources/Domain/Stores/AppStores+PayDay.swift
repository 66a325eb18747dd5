import Model
import Planning
import Shared

/// Pay-day changes: the database reports the tables they touch (settings, tx, budget) to every
/// cache, as for any other change.
extension AppStores {
    /// The pay-day service on the app's database (it keeps no state of its own).
    public var payDayService: PayDayChangeService { PayDayChangeService(database: database) }
}
