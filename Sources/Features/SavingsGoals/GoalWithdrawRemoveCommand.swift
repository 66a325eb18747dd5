import CommandKit
import Model
import Shared

/// `goal withdraw remove #ID`: drops a planned withdrawal.
struct GoalWithdrawRemoveCommand: PulpeCommand {
    static let spec = CommandSpec(
        "goal withdraw remove", arguments: [ArgumentSpec("#ID")],
        group: "Goals", summary: "remove a planned withdrawal (`goal show GOAL` lists them with their ids)",
        example: "goal withdraw remove #2",
        discussion:
            "Real withdrawals that were made against it stay, and no longer point at it. (To withdraw from a goal named 'remove', quote its name.)"
    )

    let id: Int64

    init(_ parsed: ParsedCommand) throws {
        id = try Self.plannedID(parsed.requiredArgument(0))
    }

    /// `#ID` of a planned withdrawal.
    static func plannedID(_ text: String) throws -> Int64 {
        guard case .id(let id) = EntityReference(text) else {
            throw DomainError.invalidValue(
                "'\(text)' is not a planned withdrawal id: write #ID, as `goal show GOAL` lists them (e.g. #2)")
        }
        return id
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let removed = try await context.clients.goals.removePlannedWithdrawal(id: id)
        let details = try await context.resolveGoal("#\(removed.goalID)")
        let planned = removed.planned
        var json = details.json(of: planned)
        if case .object(var members) = json {
            members.append(("removed", .bool(true)))
            json = .object(members)
        }
        return CommandOutput(
            text:
                "Removed planned withdrawal #\(planned.id) (\(planned.amount.formatted) in \(planned.month)) from goal '\(details.goal.name)'.",
            json: json)
    }
}
