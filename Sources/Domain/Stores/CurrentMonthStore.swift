import DomainKit
import Foundation
import Ledger
import Model
import Observation
import Persistence
import Planning
import Reporting
import Shared

/// What the dashboard of a month shows, cached: the month's figures with its latest and unchecked
/// items, the spending of today's week, the month's spending by category and the accounts. The
/// home screen is drawn again after every `back` and `home`; while nothing it read has changed
/// (and for at most 30 s) it is drawn from here without reading the database.
@Observable @MainActor
public final class CurrentMonthStore: StoreProtocol {
    /// What one dashboard is asked for: the month, the day it is seen on, the week of that day,
    /// how many latest and unchecked items it lists.
    public struct Request: Sendable, Hashable {
        public let month: YearMonth
        public let today: LocalDate
        public let week: Week
        public let latest: Int
        public let unchecked: Int

        public init(month: YearMonth, today: LocalDate, week: Week, latest: Int, unchecked: Int) {
            self.month = month
            self.today = today
            self.week = week
            self.latest = latest
            self.unchecked = unchecked
        }
    }

    /// Everything one dashboard is drawn from.
    public struct Dashboard: Sendable, Equatable {
        /// The month's figures and items; nil when the month has no budget.
        public let month: MonthDashboard?
        /// The spending (expenses alone) of the request's week, from every budget it touches.
        public let weekSpent: Money
        /// The month's spending by category, largest first.
        public let categories: [ReportGroup]
        public let accounts: [AccountSummary]
        /// The accounts' balances in the budget's currency, by id (`AccountService.balancesInBudgetCurrency`):
        /// one of its own currency at the rate kept for the day, absent while its currency has none.
        public var inBudgetCurrency: [Int64: Money] = [:]
    }

    /// The request being shown, in a box the load can read (it is made before `self` exists).
    @MainActor private final class Asked {
        var request: Request?
    }

    public var request: Request? { asked.request }
    public var dashboard: Dashboard? { storage.value }
    public var state: LoadState { storage.state }
    /// The tables the last load read: a commit to one of them makes the dashboard stale.
    public var region: Set<String> { storage.region }

    @ObservationIgnored private let asked = Asked()
    @ObservationIgnored private let storage: CachedValue<Dashboard?>

    public init(
        budgets: BudgetService, reports: ReportService, accounts: AccountService, settings: SettingsService, clock: any AppClock,
        changes: DatabaseChanges? = nil
    ) {
        let asked = asked
        storage = CachedValue(
            nil, subject: "the dashboard", cache: CacheStamp(clock: clock, changes: changes), isEmpty: { $0?.month == nil },
            load: {
                guard let request = asked.request else { return nil }
                let payDay = try await settings.settings().payDay
                let month = try await budgets.dashboard(month: request.month, latest: request.latest, unchecked: request.unchecked)
                let week = try await reports.groups(span: .days(request.week.days), payDay: payDay, kind: .expense, by: .kind)
                let categories = try await reports.groups(
                    span: .months(request.month...request.month), payDay: payDay, kind: .expense, by: .category)
                let summaries = try await accounts.list(today: request.today)
                return Dashboard(
                    month: month, weekSpent: week.sum(of: \.amount), categories: categories, accounts: summaries,
                    inBudgetCurrency: try await accounts.balancesInBudgetCurrency(summaries, on: request.today))
            })
    }

    /// The dashboard for `request`: served from the cache when it was asked for the same and is
    /// fresh, else loaded; throws when loading fails.
    public func dashboard(for request: Request) async throws -> Dashboard {
        if request != asked.request { storage.invalidateCache() }
        asked.request = request
        guard let dashboard = try await storage.current() else { throw DomainError.conflict("cannot read the dashboard") }
        return dashboard
    }

    public func loadIfNeeded() async { await storage.loadIfNeeded() }
    public func forceRefresh() async { await storage.forceRefresh() }
    public func invalidateCache() { storage.invalidateCache() }

    public func reset() {
        asked.request = nil
        storage.reset()
    }
}
