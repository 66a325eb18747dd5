import Shared

/// Which budget a command is about, as the command was given it; the service resolves it inside
/// its transaction, so the budget is read once.
/// Example: `tx add Migros 82.40 --date 2026-11-03` with pay day 25 is `.periodOf(2026-11-03)`,
/// which resolves to budget 2026-11 (25 October to 24 November).
public enum BudgetChoice: Sendable, Equatable {
    /// `--budget MONTH`, or the budget open in the shell.
    case month(YearMonth)
    /// The budget whose pay-day period holds this date (`--date`, else today).
    case periodOf(LocalDate)
}
