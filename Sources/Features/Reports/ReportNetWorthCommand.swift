import CommandKit
import Model
import Shared

/// `report networth [--from MONTH] [--to MONTH] [--html FILE]`
struct ReportNetWorthCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let from = OptionSpec("--from", value: "MONTH", hint: .month, "the first month (default: 11 months before --to)")
        static let to = OptionSpec("--to", value: "MONTH", hint: .month, "the last month (default: today's calendar month)")
    }

    static let spec = CommandSpec(
        "report networth",
        options: [
            Options.from,
            Options.to,
        ] + HTMLReportFile.options,
        group: "Reports", summary: "every account's balance at each month's end, and their sum",
        example: "report networth --from 2026-01 --to 2026-12",
        discussion: """
            Calendar months: each balance counts the account's opening and everything dated up to the month's last day. \
            A card counts as a debt (what it owes is taken off the sum).
            """
    )

    let from: YearMonth?
    let to: YearMonth?
    let html: HTMLReportFile.Target?

    init(_ parsed: ParsedCommand) throws {
        from = try parsed.value(Options.from, ParsedCommand.month)
        to = try parsed.value(Options.to, ParsedCommand.month)
        if let from, let to, from > to {
            throw CommandParseError.misusedOptions("--from \(from) comes after --to \(to): give the earlier month first")
        }
        html = HTMLReportFile.Target(parsed)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let last = to ?? YearMonth(year: context.today.year, month: context.today.month)
        let worth = try await context.clients.accountService.netWorth(from: from ?? last.adding(months: -11), to: last)
        let style = context.style
        return try HTMLReportFile.output(
            html, in: context, page: { NetWorthHTML.render(worth) }, render: { Self.render(worth, style: style) },
            json: { Self.json(worth) })
    }

    /// A table: one row per month, one column per account, the sum and a bar of it.
    static func render(_ worth: NetWorth, style: ScreenStyle) -> String {
        let largest = worth.months.map { $0.total.magnitude }.max() ?? .zero
        let glyphs = TextChart.Glyphs.choose(ascii: style.ascii)
        // On a narrow screen the bar goes first, then the accounts from the last: the month and the sum stay.
        let count = worth.accounts.count
        var table = TextTable(
            columns: [.fixedLeft("Month")] + worth.accounts.enumerated().map { .right($1.name).leftOutToFit(1 + count - $0) }
                + [.right("Net worth"), .fixedLeft("").leftOutToFit(1)])
        for month in worth.months {
            let fraction = largest.cents > 0 && !month.total.isNegative ? Double(month.total.cents) / Double(largest.cents) : 0
            let bar = TextChart.bar(fraction: fraction, width: 20, glyphs: glyphs)
            table.addRow([month.month.description] + month.balances.map(\.formatted) + [month.total.formatted, bar])
        }
        let (text, leftOut) = table.rendered(maxWidth: style.width, styler: style.styler)
        let note = TextTable.leftOutNote(leftOut, lowercased: false).map { "\n" + style.styler.dim($0) } ?? ""
        return "Net worth at each month's end (cards count as debts)\n" + text + note
    }

    static func json(_ worth: NetWorth) -> JSONValue {
        .object([
            ("accounts", .array(worth.accounts.map { .string($0.name) })),
            (
                "months",
                .array(
                    worth.months.map { month in
                        .object([
                            ("month", .string(month.month.description)),
                            (
                                "balances",
                                .object(zip(worth.accounts, month.balances).map { ($0.name, $1.json) })
                            ),
                            ("total", month.total.json),
                        ])
                    })
            ),
        ])
    }
}
