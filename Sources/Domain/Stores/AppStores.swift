import DomainKit
import Goals
import Ledger
import Maintenance
import Model
import Persistence
import Planning
import Reporting
import Shared
import Syncing

/// The app's stores and services over one database. Nothing is wired between the stores: each
/// load records the tables its statements read (its `region`, as SQLite reports them), and the
/// database's `changes` make a cache stale when a commit of this process touched one of them,
/// while a change is pending on the connection, or when another process committed.
@MainActor
public final class AppStores {
    public let database: AppDatabase
    /// The clock every service and store of this database reads (the tests' is injected).
    let clock: any AppClock
    public let settingsService: SettingsService
    public let budgetService: BudgetService
    public let lineService: BudgetLineService
    public let transactionService: TransactionService
    public let templateService: TemplateService
    public let goalService: SavingsGoalService
    public let roundupService: RoundupService
    public let favouriteService: FavouriteService
    public let accountService: AccountService
    public let exchangeRateService: ExchangeRateService
    public let historyService: HistoryService
    public let doctor: DatabaseDoctor

    public let settings: SettingsStore
    public let budgetList: BudgetListStore
    public let budgetDetails: BudgetDetailsStore
    public let templates: TemplateStore
    public let goals: SavingsGoalStore
    public let currentMonth: CurrentMonthStore
    public let accounts: AccountListStore
    public let account: AccountDetailStore
    /// The names Tab offers after `--category`, `@` and `--account`.
    public let categoryNames: NameListStore
    public let favouriteNames: NameListStore
    public let accountNames: NameListStore

    public init(database: AppDatabase, clock: any AppClock = SystemClock()) {
        self.database = database
        self.clock = clock
        settingsService = SettingsService(database: database)
        budgetService = BudgetService(database: database)
        lineService = BudgetLineService(database: database, clock: clock)
        transactionService = TransactionService(database: database, clock: clock)
        templateService = TemplateService(database: database)
        let changes = database.changes
        settings = SettingsStore(service: settingsService, clock: clock, changes: changes)
        budgetList = BudgetListStore(service: budgetService, clock: clock, changes: changes)
        budgetDetails = BudgetDetailsStore(
            budgets: budgetService, lines: lineService, transactions: transactionService, clock: clock, changes: changes)
        templates = TemplateStore(service: templateService, clock: clock, changes: changes)
        goalService = SavingsGoalService(database: database, clock: clock)
        roundupService = RoundupService(database: database, clock: clock)
        favouriteService = FavouriteService(database: database)
        accountService = AccountService(database: database, clock: clock)
        exchangeRateService = ExchangeRateService(database: database)
        historyService = HistoryService(database: database)
        doctor = DatabaseDoctor(database: database)
        goals = SavingsGoalStore(service: goalService, roundups: roundupService, clock: clock, changes: changes)
        accounts = AccountListStore(service: accountService, clock: clock, changes: changes)
        account = AccountDetailStore(service: accountService, clock: clock, changes: changes)
        let (transactions, favourites, accountList) = (transactionService, favouriteService, accountService)
        categoryNames = NameListStore(subject: "the categories", clock: clock, changes: changes) {
            try await transactions.categoryNames()
        }
        favouriteNames = NameListStore(subject: "the favourites", clock: clock, changes: changes) {
            try await favourites.list().map(\.name)
        }
        accountNames = NameListStore(subject: "the accounts", clock: clock, changes: changes) { try await accountList.names() }
        currentMonth = CurrentMonthStore(
            budgets: budgetService, reports: ReportService(database: database), accounts: accountService, settings: settingsService,
            clock: clock, changes: changes)
    }

    /// A sync service for one sync (or one reading of its settings): each is cancelled for good by
    /// Ctrl-C, so a sync never shares one with an earlier, interrupted one.
    public func syncService() -> SyncService { SyncService(database: database) }
}
