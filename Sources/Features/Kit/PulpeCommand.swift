import Model
import Shared

/// A command of pulpe's language: declared once (`spec`), parsed into a typed value, then run.
public protocol PulpeCommand: Sendable {
    /// Words, arguments, options and help of the command.
    static var spec: CommandSpec { get }
    /// Reads and checks the arguments; errors name the bad input.
    init(_ parsed: ParsedCommand) throws
    /// Does the work and says what to print.
    @MainActor func run(in context: CommandContext) async throws -> CommandOutput
    /// True for a command that commits its own steps (sync: each step one transaction, none
    /// held while it waits on the network); every other command runs in one transaction that
    /// its failure rolls back.
    static var commitsItsOwnSteps: Bool { get }
}

extension PulpeCommand {
    public static var commitsItsOwnSteps: Bool { false }
}
