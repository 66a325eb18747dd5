import CommandKit
import Domain
import Model
import Shared

/// `settings set payday N`
struct SettingsPayDayCommand: PulpeCommand {
    static let spec = CommandSpec(
        "settings set payday", arguments: [ArgumentSpec("N")],
        group: "Settings", summary: "set the pay day of the month (1 = calendar months)",
        example: "settings set payday 25",
        discussion: "With a pay day p > 1, a budget runs from the p-th to the day before the next p-th; "
            + "up to 15 it is named after the month it starts in, above 15 after the month it ends in."
    )

    let payDay: Int

    init(_ parsed: ParsedCommand) throws {
        let text = try parsed.requiredArgument(0)
        guard let payDay = Int.strictDigits(text), (1...31).contains(payDay) else {
            throw DomainError.invalidArgument("pay day must be a whole number from 1 to 31 (got '\(text)'); 1 means calendar months")
        }
        self.payDay = payDay
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let settings = try await context.stores.settings.setPayDay(payDay)
        return CommandOutput(text: "Pay day set to \(settings.payDay).", json: settings.json)
    }
}
