import Core
import Observation
import Shared

/// Every budget's summary with its rollover: the budgets list and the REPL's completion of months.
@Observable @MainActor
public final class BudgetListStore: StoreProtocol {
    public private(set) var summaries: [BudgetSummary] = []
    public private(set) var state: LoadState = .idle
    /// Called after a successful create or delete.
    @ObservationIgnored public var onMutation: (@MainActor () -> Void)?

    @ObservationIgnored private let service: BudgetService
    @ObservationIgnored private var cache: CacheStamp

    public init(service: BudgetService, clock: any AppClock, changes: ChangeCounter? = nil) {
        self.service = service
        cache = CacheStamp(clock: clock, changes: changes)
    }

    public func loadIfNeeded() async {
        guard !cache.isFresh else { return }
        await forceRefresh()
    }

    public func forceRefresh() async {
        if summaries.isEmpty { state = .loading }
        do {
            summaries = try await service.summaries()
            state = summaries.isEmpty ? .empty : .loaded
            cache.markLoaded()
        } catch {
            state = .failed("\(error)")
        }
    }

    public func invalidateCache() { cache.invalidate() }

    public func reset() {
        summaries = []
        state = .idle
        cache.invalidate()
    }

    /// The summaries, loading them first if the cache is stale; throws if loading failed.
    public func currentSummaries() async throws -> [BudgetSummary] {
        await loadIfNeeded()
        if case .failed(let message) = state { throw DomainError.conflict("cannot read the budgets: \(message)") }
        return summaries
    }

    public func create(month: YearMonth, description: String?, templateID: Int64?) async throws -> Budget {
        let budget = try await service.create(month: month, description: description, templateID: templateID)
        didMutate()
        return budget
    }

    @discardableResult
    public func delete(month: YearMonth) async throws -> Budget {
        let budget = try await service.delete(month: month)
        didMutate()
        return budget
    }

    private func didMutate() {
        cache.invalidate()
        onMutation?()
    }
}
