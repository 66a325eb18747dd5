import CommandKit
import Model

/// The budgets feature: months, their planned lines, and their screens.
public enum BudgetsFeature {
    public static let commands: [any PulpeCommand.Type] = [
        BudgetNewCommand.self, BudgetListCommand.self, BudgetShowCommand.self, BudgetDeleteCommand.self, BudgetYearCommand.self,
        BudgetSetCommand.self,
        LineAddCommand.self, LineSetCommand.self, LineCheckCommand.self, LineUncheckCommand.self, LineRemoveCommand.self,
        LineResetCommand.self, LineShowCommand.self,
        LineSpreadCommand.self, LineSpreadShowCommand.self, LineSpreadShowOptionCommand.self,
    ]
}
