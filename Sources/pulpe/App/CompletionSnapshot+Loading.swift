import CommandKit
import Model
import Shared

extension CompletionSnapshot {
    /// Reads the names in scope: months with a budget, the lines and transactions of the open
    /// (else current) budget, the templates, goals, categories, favourites and accounts, these
    /// through their stores (cached: the prompt has already read the budgets). Errors leave the
    /// lists empty: Tab must never fail.
    @MainActor
    static func load(context: CommandContext) async -> CompletionSnapshot {
        var snapshot = CompletionSnapshot()
        let stores = context.stores
        // Unheard: Tab must never fail; a list that cannot be read offers nothing.
        snapshot.months = (try? await stores.budgetList.currentSummaries().map(\.month.description)) ?? []
        snapshot.templates = (try? await stores.templates.currentTemplates().map(\.template.name)) ?? []
        snapshot.goals = (try? await stores.goals.currentGoals(today: context.today).map(\.goal.name)) ?? []
        snapshot.categories = (try? await stores.categoryNames.current()) ?? []
        snapshot.favourites = (try? await stores.favouriteNames.current()) ?? []
        snapshot.accounts = (try? await stores.accountNames.current()) ?? []
        if let month = try? await context.budgetMonth(explicit: nil),
            let budget = try? await stores.budgetService.budget(for: month)
        {
            // Unheard: as above.
            snapshot.lines = (try? await stores.lineService.lines(budgetID: budget.id).map(\.name)) ?? []
            snapshot.transactions = (try? await stores.transactionService.names(budgetID: budget.id)) ?? []
        }
        return snapshot
    }
}
