import AccountsFeature
import BudgetsFeature
import CommandKit
import CurrentMonthFeature
import Model
import SavingsGoalsFeature
import SettingsFeature
import Shared
import TemplatesFeature
import TransactionsFeature

/// Every screen of the app: each feature's destinations, wrapped.
enum AppDestination: Hashable, Sendable {
    case currentMonth(CurrentMonthDestination)
    case budgets(BudgetDestination)
    case templates(TemplateDestination)
    case settings(SettingsDestination)
    case goals(SavingsGoalDestination)
    case transactions(TransactionDestination)
    case accounts(AccountDestination)

    /// The month this destination is about, which commands typed here take as their budget.
    var month: YearMonth? {
        switch self {
        case .budgets(.details(let month)), .budgets(.line(_, let month)): month
        default: nil
        }
    }

    /// The leading argument of kind `hint` that commands typed here take from this screen:
    /// inside `open template T` the template, inside `open goal G` the goal, inside `open tx` the
    /// transaction, inside `open account A` the account, inside `open line L` the line (as `#ID`).
    func scope(for hint: ValueHint) -> String? {
        switch (self, hint) {
        case (.templates(.details(let id)), .template), (.goals(.details(let id)), .goal),
            (.transactions(.transaction(let id)), .transaction), (.accounts(.details(let id)), .account),
            (.budgets(.line(let id, _)), .line):
            "#\(id)"
        default: nil
        }
    }
}
