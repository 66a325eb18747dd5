import Model
import Planning
import Shared

/// Spreading: lines in several months, budgets created where missing (the database reports
/// the tables it touches to every cache, as for any other change).
extension AppStores {
    /// The spread service on the app's database (it keeps no state of its own).
    public var spreadService: SpreadService { SpreadService(database: database) }

    public func spread(
        kind: Kind, name: String, amount: Money, from start: YearMonth, months: Int,
        mode: SpreadMode
    ) async throws -> SpreadGroup {
        try await spreadService.spread(kind: kind, name: name, amount: amount, from: start, months: months, mode: mode)
    }

    /// The slices of a spread group, read from the database (never cached).
    public func spreadGroup(_ id: String) async throws -> SpreadGroup {
        try await spreadService.group(id)
    }
}
