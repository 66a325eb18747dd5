import Model
import Shared

/// Finding the goal a command is about, by name or `#ID`; several features link to goals.
extension CommandContext {
    /// The goal with its progress on today, or an error naming the known goals.
    public func resolveGoal(_ text: String) async throws -> SavingsGoalDetails {
        try await stores.goals.goal(text, today: today)
    }

    /// For `--goal GOAL|none`: the goal's id, or nil for `none` (unlink).
    public func resolveGoalLink(_ text: String) async throws -> Int64? {
        if NameKey.make(text) == NameKey.make("none") { return nil }
        return try await resolveGoal(text).goal.id
    }
}
