import Model
import Shared
import Stores

/// What a running command may use: the stores (and through them the services), today's date,
/// the budget open in the REPL, and the last transaction created in this invocation.
@MainActor
public final class CommandContext {
    public let stores: AppStores
    /// The date pulpe takes as today (`--today`, else the system date).
    public let today: LocalDate
    /// The month of the budget open in the REPL (`open budget MONTH`), if any.
    public var openMonth: YearMonth?
    /// The transaction most recently created by this invocation or session (`last`).
    public var lastTransactionID: Int64?
    /// True when the line being run prints a document (JSON, or CSV with `.mode csv`) rather than
    /// text: a command whose text needs less than its document (`budget show`'s latest
    /// transactions) then reads only what the text prints.
    public var printsDocument = false
    /// True in the interactive REPL (destructive commands may ask to confirm).
    public var isInteractive: Bool
    /// How screens and tables draw: terminal width and colours.
    public var style: ScreenStyle = .plain
    /// Long imports and exports may draw a progress bar on standard error (a terminal, no --json).
    public var showsProgress = false
    /// Seconds an import or export runs before its bar shows (`ProgressBar.delay`).
    public var progressAfter: Double = ProgressBar.defaultDelay
    /// Asks the user a yes/no question; scripts answer yes.
    public var confirm: @MainActor (String) async -> Bool
    /// The locale of the environment (`LANG` and kin), used when the settings name none; de-CH
    /// unless the app shell reads the process's.
    public var environmentLocale: UserLocale = .swissGerman
    /// The locale the environment names for dates (`LC_ALL`, `LC_TIME`, `LANG`), if pulpe knows it:
    /// screens print dates its way only when it, or the settings, name one.
    public var environmentDateLocale: UserLocale?
    /// Asks for a secret typed at the terminal without echo (an encrypted household's passphrase);
    /// nil when there is no terminal to ask at (scripts, pipes) or the person gave none.
    public var askSecret: @MainActor (String) async -> String? = { _ in nil }
    /// Prints text at once, before a question (the REPL's standard output); scripts print nothing here.
    public var tell: @MainActor (String) -> Void = { _ in }

    public init(stores: AppStores, today: LocalDate, isInteractive: Bool = false) {
        self.stores = stores
        self.today = today
        self.isInteractive = isInteractive
        confirm = { _ in true }
    }

    /// The settings, from the store's cache when fresh.
    public func settings() async throws -> Settings {
        try await stores.settings.current()
    }

    /// The budget month of today's period (Docs/Domain.md §6.1, with the pay day).
    public func currentMonth() async throws -> YearMonth {
        PeriodFormulas.budgetMonth(for: today, payDay: try await settings().payDay)
    }
}
