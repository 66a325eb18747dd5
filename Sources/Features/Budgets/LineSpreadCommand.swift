import CommandKit
import Model
import Shared

/// `line spread KIND NAME TOTAL --from MONTH --months N [--per-month]`
struct LineSpreadCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let from = OptionSpec("--from", value: "MONTH", hint: .month, "the first month")
        static let months = OptionSpec("--months", value: "N", "how many consecutive months, 1 to 120")
        static let perMonth = OptionSpec("--per-month", "put TOTAL in every month instead of splitting it")
    }

    static let spec = CommandSpec(
        "line spread",
        arguments: [ArgumentSpec("KIND", hint: .kind), ArgumentSpec("NAME"), ArgumentSpec("TOTAL", hint: .amount)],
        options: [Options.from, Options.months, Options.perMonth],
        group: "Lines", summary: "spread a big expense or saving over several months as one-off lines",
        example: "line spread expense \"Car insurance\" 800 --from 2027-01 --months 3",
        discussion: "KIND is expense or saving. TOTAL is split in cents, the remainder on the first months "
            + "(800 over 3: 266.67, 266.67, 266.66), so it must be at least N × 0.01. The lines share a group id "
            + "(spread-N): `line spread show GROUP` lists them. Months without a budget get one from the default "
            + "template. All or nothing: a month that already has a line of that name stops the whole spread.",
        required: [[Options.from.name], [Options.months.name]]
    )

    let kind: Kind
    let name: String
    let amount: Money
    let from: YearMonth
    let months: Int
    let mode: SpreadMode

    init(_ parsed: ParsedCommand) throws {
        kind = try ParsedCommand.kind(parsed.requiredArgument(0))
        name = try parsed.requiredArgument(1)
        amount = try ParsedCommand.amount(parsed.requiredArgument(2))
        guard let from = try parsed.value(Options.from, ParsedCommand.month) else {
            throw CommandParseError.misusedOptions("give the first month with --from YYYY-MM, e.g. --from 2027-01")
        }
        guard let text = parsed.value(Options.months) else {
            throw CommandParseError.misusedOptions("give the number of months with --months N (1 to \(SpreadFormulas.maximumMonths))")
        }
        guard let months = Int.strictDigits(text) else {
            throw DomainError.invalidValue(
                "'\(text)' is not a number of months: use a whole number from 1 to \(SpreadFormulas.maximumMonths)")
        }
        self.from = from
        self.months = months
        mode = parsed.has(Options.perMonth) ? .perMonth : .total
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let group = try await context.clients.spreadService.spread(
            kind: kind, name: name, amount: amount, from: from, months: months, mode: mode)
        let last = group.slices.last?.month ?? from
        var text =
            "Spread \(kind.rawValue) '\(name.trimmingSpaces())' over \(group.slices.count) month"
            + "\(group.slices.count == 1 ? "" : "s") (\(from) to \(last)) as \(group.id): \(group.total.formatted) in all."
        if !group.createdBudgets.isEmpty {
            text +=
                " Created budget\(group.createdBudgets.count == 1 ? "" : "s") \(group.createdBudgets.map(\.description).joined(separator: ", "))."
        }
        return CommandOutput(
            text: text + "\n" + SpreadCommands.table(group, style: context.style), json: SpreadCommands.json(group, mode: mode))
    }
}
