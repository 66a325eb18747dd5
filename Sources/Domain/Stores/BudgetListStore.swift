import Model
import Observation
import Persistence
import Planning
import Shared

/// Every budget's summary with its rollover: the budgets list and the REPL's completion of months.
@Observable @MainActor
public final class BudgetListStore: StoreProtocol {
    @ObservationIgnored private let storage: CachedValue<[BudgetSummary]>
    @ObservationIgnored private let service: BudgetService

    public var summaries: [BudgetSummary] { storage.value }
    public var state: LoadState { storage.state }
    /// The tables the last load read: a commit to one of them makes it stale.
    public var region: Set<String> { storage.region }

    /// Without `changes`, only the TTL ends the cache's freshness.
    public init(service: BudgetService, clock: any AppClock, changes: DatabaseChanges? = nil) {
        self.service = service
        storage = CachedValue(
            [], subject: "the budgets", cache: CacheStamp(clock: clock, changes: changes),
            isEmpty: { $0.isEmpty }, load: { try await service.summaries() })
    }

    public func loadIfNeeded() async { await storage.loadIfNeeded() }
    public func forceRefresh() async { await storage.forceRefresh() }
    public func invalidateCache() { storage.invalidateCache() }
    public func reset() { storage.reset() }

    /// The summaries, loading them first if the cache is stale; throws if loading failed.
    public func currentSummaries() async throws -> [BudgetSummary] { try await storage.current() }

    public func create(month: YearMonth, description: String?, templateID: Int64?) async throws -> Budget {
        try await service.create(month: month, description: description, templateID: templateID)
    }

    public func setDescription(month: YearMonth, _ description: String) async throws -> Budget {
        try await service.setDescription(month: month, description)
    }

    @discardableResult
    public func delete(month: YearMonth) async throws -> (budget: Budget, removed: BudgetContents) {
        try await service.delete(month: month)
    }
}
