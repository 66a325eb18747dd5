import CommandKit
import Domain
import Model
import Shared

/// What the dashboard reads besides the month's details: the expenses of the week of today, from
/// the locale's first weekday (it may reach into the budget before), and the month's expenses by category.
struct DashboardExtras: Sendable, Equatable {
    var week: Week
    var weekSpent: Money
    var categories: ReportTable

    /// How many categories the dashboard's chart shows; the rest are summed as (others).
    static let topCategories = 5

    @MainActor
    static func load(month: YearMonth, in context: CommandContext) async throws -> DashboardExtras {
        let payDay = try await context.settings().payDay
        let reports = context.stores.reportService
        let week = Week(containing: context.today, firstWeekday: DateRules.current.firstWeekday)
        let spent = try await reports.groups(span: .days(week.days), payDay: payDay, kind: .expense, by: .kind)
        let categories = try await reports.groups(span: .months(month...month), payDay: payDay, kind: .expense, by: .category)
        return DashboardExtras(
            week: week, weekSpent: spent.sum(of: \.amount), categories: ReportFormulas.table(categories, top: topCategories))
    }
}
