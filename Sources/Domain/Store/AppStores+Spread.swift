import Model
import Shared

/// Spreading goes through here so that every store is invalidated afterwards: a spread adds
/// lines to several months, may create budgets, and changes every later month's rollover.
extension AppStores {
    /// The spread service on the app's database (it keeps no state of its own).
    public var spreadService: SpreadService { SpreadService(database: database) }

    public func spread(kind: Kind, name: String, amount: Money, from start: YearMonth, months: Int,
                       mode: SpreadMode) async throws -> SpreadGroup {
        let group = try await spreadService.spread(kind: kind, name: name, amount: amount, from: start, months: months, mode: mode)
        invalidateAll()
        return group
    }

    /// The slices of a spread group, read from the database (never cached).
    public func spreadGroup(_ id: String) async throws -> SpreadGroup {
        try await spreadService.group(id)
    }
}
