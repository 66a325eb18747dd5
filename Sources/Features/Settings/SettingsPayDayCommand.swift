import CommandKit
import Model
import Shared

/// `settings set payday N [--move]`
struct SettingsPayDayCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let move = OptionSpec("--move", "put each transaction left outside its budget's period in the budget of its date's period")
    }

    static let spec = CommandSpec(
        "settings set payday", arguments: [ArgumentSpec("N")],
        options: [Options.move],
        group: "Settings", summary: "set the pay day of the month (1 = calendar months)",
        example: "settings set payday 25",
        discussion: "With a pay day p > 1, a budget runs from the p-th to the day before the next p-th; "
            + "up to 15 it is named after the month it starts in, above 15 after the month it ends in. "
            + "A change can leave transactions dated outside their budget's new period: it lists them (they still count "
            + "where they are and can be edited); --move puts each in the budget of its date's period, on the line of the "
            + "same name and kind there, else free. --move needs those budgets to exist: it names the missing ones and "
            + "changes nothing."
    )

    let payDay: Int
    let move: Bool

    init(_ parsed: ParsedCommand) throws {
        let text = try parsed.requiredArgument(0)
        guard let payDay = Int.strictDigits(text), (1...31).contains(payDay) else {
            throw DomainError.invalidValue("pay day must be a whole number from 1 to 31 (got '\(text)'); 1 means calendar months")
        }
        self.payDay = payDay
        move = parsed.has(Options.move)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let change = try await context.clients.payDayService.setPayDay(payDay, moving: move)
        return CommandOutput(text: PayDayChangeText.render(change), json: PayDayChangeText.json(change))
    }
}
