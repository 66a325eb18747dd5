import Domain
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
}
