import CommandKit
import Model

/// Reports: where the money went by category, line, kind, name or month, over a week, a
/// month, a quarter, a year or every budget; and the year overview of the budgets.
public enum ReportsFeature {
    public static let commands: [any PulpeCommand.Type] = [
        ReportCommand.self, ReportYearCommand.self, ReportTrendCommand.self, ReportPlanCommand.self, ReportNetWorthCommand.self,
    ]
}
