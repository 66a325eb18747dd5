import CommandKit
import Model
import Shared

/// The screens of the budgets feature, for the REPL's destinations.
public enum BudgetsScreens {
    /// The line `reference` names, for `open line`: its id and its budget's month.
    @MainActor
    public static func line(_ reference: String, in context: CommandContext) async throws -> (id: Int64, name: String, month: YearMonth) {
        let detail = try await LineDetail.load(reference, budget: nil, in: context)
        return (detail.line.id, detail.line.name, detail.month)
    }

    @MainActor
    public static func screen(for destination: BudgetDestination, in context: CommandContext) async throws -> String {
        let currency = try await context.settings().currency
        switch destination {
        case .list:
            let summaries = try await context.clients.budgetList.currentSummaries()
            return BudgetListScreen(summaries: summaries, currency: currency, style: context.style).render()
        case .details(let month):
            guard let details = try await context.clients.budgetDetails.details(for: month) else {
                throw DomainError.noBudget(month)
            }
            return BudgetDetailsScreen(details: details, today: context.today, currency: currency, style: context.style).render()
        case .line(let lineID, _):
            return LineDetailScreen(detail: try await LineDetail.load(lineID: lineID, in: context), style: context.style).render()
        }
    }
}
