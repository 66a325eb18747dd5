import CommandKit
import Model
import Shared

/// `rate list [CODE]`: the exchange rates kept, by currency and day.
struct RateListCommand: PulpeCommand {
    static let spec = CommandSpec(
        "rate list", arguments: [ArgumentSpec("CODE", optional: true)],
        group: "Settings", summary: "the exchange rates kept (`rate set`), by currency and day",
        example: "rate list USD"
    )

    let currency: Currency?

    init(_ parsed: ParsedCommand) throws {
        currency = try parsed.argument(0).map(ParsedCommand.currency)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let budget = try await context.clients.settings.current().currency
        let rates = try await context.clients.exchangeRateService.list(currency)
        return CommandOutput(
            text: Self.render(rates, budget: budget, currency: currency, style: context.style),
            json: .array(rates.map { Self.json($0, budget: budget) }))
    }

    static func render(_ rates: [DatedRate], budget: Currency, currency: Currency?, style: ScreenStyle) -> String {
        guard !rates.isEmpty else {
            let code = currency?.code ?? "USD"
            return "No rate kept\(currency.map { " for \($0.code)" } ?? ""): add one with `rate set \(code) RATE` "
                + "(what 1 \(code) is worth in \(budget.code))."
        }
        var table = TextTable(columns: [.left("Currency"), .left("From"), .right("Rate"), .left("Means")])
        for rate in rates {
            table.addRow([
                rate.currency.code, rate.date.shown, rate.rate.description,
                style.styler.dim("1 \(rate.currency.code) = \(rate.rate) \(budget.code)"),
            ])
        }
        return table.render(maxWidth: style.width, styler: style.styler)
    }

    /// `{"currency": "USD", "date": "2026-11-01", "rate": 0.8812, "in": "CHF"}`: the rate as an exact JSON number.
    static func json(_ rate: DatedRate, budget: Currency) -> JSONValue {
        .object([
            ("currency", .string(rate.currency.code)), ("date", .string(rate.date.description)),
            ("rate", .number(rate.rate.description)), ("in", .string(budget.code)),
        ])
    }
}
