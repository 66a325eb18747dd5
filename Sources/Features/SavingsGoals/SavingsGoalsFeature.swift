import CommandKit
import Model

/// The savings goals feature: goals fed by saving lines, their progress and plans, and weekly round-ups.
public enum SavingsGoalsFeature {
    public static let commands: [any PulpeCommand.Type] = [
        GoalNewCommand.self, GoalListCommand.self, GoalShowCommand.self, GoalPauseCommand.self, GoalResumeCommand.self,
        GoalCompleteCommand.self, GoalDeleteCommand.self, GoalWithdrawCommand.self, GoalPlanCommand.self,
        GoalWithdrawRemoveCommand.self,
        RoundupCommand.self, RoundupMoveCommand.self,
    ]
}
