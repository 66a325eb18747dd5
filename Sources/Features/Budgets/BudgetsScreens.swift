import CommandKit
import Domain
import Model
import Shared

/// The screens of the budgets feature, for the REPL's destinations.
public enum BudgetsScreens {
    @MainActor
    public static func screen(for destination: BudgetDestination, in context: CommandContext) async throws -> String {
        let currency = try await context.settings().currency
        switch destination {
        case .list:
            let summaries = try await context.stores.budgetList.currentSummaries()
            return BudgetListScreen(summaries: summaries, currency: currency, style: context.style).render()
        case .details(let month):
            guard let details = try await context.stores.budgetDetails.details(for: month) else {
                throw DomainError.noBudget(month)
            }
            return BudgetDetailsScreen(details: details, today: context.today, currency: currency, style: context.style).render()
        }
    }
}
