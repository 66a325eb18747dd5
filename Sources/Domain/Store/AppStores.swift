import Model
import Persistence
import Shared

/// The app's stores and services, wired so that a mutation in one invalidates the others
/// (cross-store invalidation, Docs/Architecture.md §5).
@MainActor
public final class AppStores {
    public let database: AppDatabase
    public let settingsService: SettingsService
    public let budgetService: BudgetService
    public let lineService: BudgetLineService
    public let transactionService: TransactionService
    public let templateService: TemplateService
    public let goalService: SavingsGoalService
    public let roundupService: RoundupService

    public let settings: SettingsStore
    public let budgetList: BudgetListStore
    public let budgetDetails: BudgetDetailsStore
    public let templates: TemplateStore
    public let goals: SavingsGoalStore

    public init(database: AppDatabase, clock: any AppClock = SystemClock()) {
        self.database = database
        settingsService = SettingsService(database: database)
        budgetService = BudgetService(database: database)
        lineService = BudgetLineService(database: database, clock: clock)
        transactionService = TransactionService(database: database, clock: clock)
        templateService = TemplateService(database: database)
        // Another process's commit makes every cache stale at once, not only after the TTL.
        let changes: ChangeCounter = { [database] in database.dataVersion() }
        settings = SettingsStore(service: settingsService, clock: clock, changes: changes)
        budgetList = BudgetListStore(service: budgetService, clock: clock, changes: changes)
        budgetDetails = BudgetDetailsStore(budgets: budgetService, lines: lineService, transactions: transactionService, clock: clock, changes: changes)
        templates = TemplateStore(service: templateService, clock: clock, changes: changes)
        goalService = SavingsGoalService(database: database, clock: clock)
        roundupService = RoundupService(database: database, clock: clock)
        goals = SavingsGoalStore(service: goalService, roundups: roundupService, clock: clock, changes: changes)
        let invalidateAll: @MainActor () -> Void = { [unowned self] in self.invalidateAll() }
        settings.onMutation = invalidateAll
        budgetList.onMutation = invalidateAll
        // A line or transaction changes amounts (the list, later rollovers), never the settings or
        // the templates (Docs/Architecture.md §5): a script of tx add does not re-read them per command.
        budgetDetails.onMutation = { [unowned self] in self.budgetList.invalidateCache() }
        templates.onMutation = invalidateAll
        goals.onMutation = invalidateAll
    }

    /// Marks every store stale; after a rolled-back script, or a mutation anywhere.
    public func invalidateAll() {
        settings.invalidateCache()
        budgetList.invalidateCache()
        budgetDetails.invalidateCache()
        templates.invalidateCache()
        goals.invalidateCache()
    }
}
