import Model
import Reporting
import Shared

/// Reports read the stored per-budget totals directly: they are never cached (a report is asked
/// once, and its statement reads a few hundred rows).
extension AppStores {
    /// The report service on the app's database (it keeps no state of its own).
    public var reportService: ReportService { ReportService(database: database) }
}
