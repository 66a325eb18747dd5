import CommandKit
import Model
import Shared

/// `rate remove CODE [--on DATE]`: forgets one day's rate, or every rate of the currency.
struct RateRemoveCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let on = OptionSpec("--on", value: "DATE", hint: .date, "only the rate of this day (default: every rate of CODE)")
    }

    static let spec = CommandSpec(
        "rate remove", arguments: [ArgumentSpec("CODE")],
        options: [Options.on],
        group: "Settings", summary: "forget kept exchange rates (transactions keep their amounts)",
        example: "rate remove USD --on 2026-11-01",
        discussion: "Transactions already converted keep their amounts; only later conversions change. `undo` brings them back."
    )

    let currency: Currency
    let date: LocalDate?

    init(_ parsed: ParsedCommand) throws {
        currency = try ParsedCommand.currency(parsed.requiredArgument(0))
        date = try parsed.value(Options.on, ParsedCommand.date)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let removed = try await context.clients.exchangeRateService.remove(currency, on: date)
        let what = date.map { "the \(currency.code) rate of \($0)" } ?? "\(removed) \(currency.code) rate\(removed == 1 ? "" : "s")"
        return CommandOutput(
            text: "Removed \(what).",
            json: .object([
                ("currency", .string(currency.code)), ("date", .optional(date) { .string($0.description) }),
                ("removed", .int(Int64(removed))),
            ]))
    }
}
