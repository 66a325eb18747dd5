import CommandKit
import Model
import Shared

/// The screens of the savings goals feature, for the REPL's destinations.
public enum SavingsGoalsScreens {
    @MainActor
    public static func screen(for destination: SavingsGoalDestination, in context: CommandContext) async throws -> String {
        switch destination {
        case .list:
            return GoalListScreen(goals: try await context.clients.goals.currentGoals(today: context.today), style: context.style).render()
        case .details(let goalID):
            return GoalDetailsScreen(details: try await context.resolveGoal("#\(goalID)"), style: context.style).render()
        }
    }
}
