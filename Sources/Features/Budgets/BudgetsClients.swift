import CommandKit
import Goals
import Planning
import Stores

/// Everything the budgets feature reads and changes through: these stores and services and
/// nothing else (the app builds them once, in `AppStores`; no other file of the feature reaches it).
@MainActor
struct BudgetsClients {
    private let stores: AppStores

    init(_ stores: AppStores) { self.stores = stores }

    var budgetDetails: BudgetDetailsStore { stores.budgetDetails }
    var budgetList: BudgetListStore { stores.budgetList }
    var budgetService: BudgetService { stores.budgetService }
    var goalService: SavingsGoalService { stores.goalService }
    var goals: SavingsGoalStore { stores.goals }
    var lineService: BudgetLineService { stores.lineService }
    var spreadService: SpreadService { stores.spreadService }
    var templateService: TemplateService { stores.templateService }
    var templates: TemplateStore { stores.templates }
}

extension CommandContext {
    /// The budgets feature's clients.
    @MainActor var clients: BudgetsClients { BudgetsClients(stores) }
}
