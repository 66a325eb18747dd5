import CommandKit
import Model
import Shared

/// `rate set CODE RATE [--on DATE]`: keeps what one unit of a currency is worth in the budget's.
struct RateSetCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let on = OptionSpec("--on", value: "DATE", hint: .date, "the first day it holds (default: today)")
    }

    static let spec = CommandSpec(
        "rate set", arguments: [ArgumentSpec("CODE"), ArgumentSpec("RATE")],
        options: [Options.on],
        group: "Settings", summary: "keep an exchange rate: what 1 unit of CODE is worth in the budget's currency",
        example: "rate set USD 0.8812 --on 2026-11-01",
        discussion: """
            A rate holds from its day until the currency's next one: `tx add … --currency USD` and notifications in \
            dollars are converted at the latest rate on or before their date. A second rate on the same day replaces \
            the first. pulpe never fetches rates: type your bank's or card's. `rate list` shows them, `undo` takes one back.
            """
    )

    let currency: Currency
    let rate: ExchangeRate
    let date: LocalDate?

    init(_ parsed: ParsedCommand) throws {
        currency = try ParsedCommand.currency(parsed.requiredArgument(0))
        rate = try ParsedCommand.rate(parsed.requiredArgument(1))
        date = try parsed.value(Options.on, ParsedCommand.date)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let budget = try await context.clients.settings.current().currency
        let (kept, replaced) = try await context.clients.exchangeRateService.set(
            DatedRate(currency: currency, date: date ?? context.today, rate: rate))
        let was = replaced.map { $0 == kept.rate ? " (unchanged)" : " (was \($0))" } ?? ""
        return CommandOutput(
            text: "Rate kept: 1 \(kept.currency.code) = \(kept.rate) \(budget.code) from \(kept.date.shown)\(was).",
            json: RateListCommand.json(kept, budget: budget))
    }
}
