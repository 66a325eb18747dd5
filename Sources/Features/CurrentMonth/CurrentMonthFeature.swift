import CommandKit
import Model
import Shared
import Stores

/// The current month's dashboard: what is left, and what still needs checking.
public enum CurrentMonthFeature {
    public static let commands: [any PulpeCommand.Type] = [DashboardCommand.self]

    /// The dashboard of today's period, or how to create its budget.
    @MainActor
    public static func screen(for destination: CurrentMonthDestination, in context: CommandContext) async throws -> String {
        if let dashboard = try await dashboard(in: context) { return dashboard }
        let month = try await context.currentMonth()
        return "No budget for the current period (\(month)). Create it with `budget new \(month)`."
    }

    /// The dashboard of today's period, nil when its budget does not exist (the shell's home
    /// screen then shows nothing).
    @MainActor
    public static func dashboard(in context: CommandContext) async throws -> String? {
        try await screen(month: try await context.currentMonth(), in: context)?.render()
    }

    /// The dashboard screen of `month` with everything it shows, nil when its budget does not
    /// exist; read through the current month's store (drawn again from its cache while fresh).
    @MainActor
    static func screen(month: YearMonth, in context: CommandContext) async throws -> DashboardScreen? {
        let week = Week(containing: context.today, firstWeekday: DateRules.current.firstWeekday)
        let request = CurrentMonthStore.Request(
            month: month, today: context.today, week: week, latest: DashboardScreen.latestCount, unchecked: DashboardScreen.openCount)
        let loaded = try await context.clients.currentMonth.dashboard(for: request)
        guard let dashboard = loaded.month else { return nil }
        let currency = try await context.settings().currency
        let extras = DashboardExtras(
            week: week, weekSpent: loaded.weekSpent,
            categories: ReportFormulas.table(loaded.categories, top: DashboardExtras.topCategories))
        var screen = DashboardScreen(details: dashboard, today: context.today, currency: currency, style: context.style, extras: extras)
        screen.accounts = DashboardAccounts.of(loaded.accounts, inBudgetCurrency: loaded.inBudgetCurrency)
        return screen
    }
}
