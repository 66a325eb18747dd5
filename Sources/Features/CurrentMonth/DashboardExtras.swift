import CommandKit
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
}
