import CommandKit
import Domain
import Model
import Shared

/// `tx list [--budget MONTH] [--kind K] [--line L] [--search TEXT] [--sort date|amount|name] [--desc]`
struct TxListCommand: PulpeCommand {
    static let spec = CommandSpec(
        "tx list",
        options: [
            OptionSpec("--budget", value: "MONTH", hint: .month, "the budget (default: the open one, else today's)"),
            OptionSpec("--kind", value: "KIND", hint: .kind, "only this kind"),
            OptionSpec("--line", value: "LINE", hint: .line, "only the transactions of this line"),
            OptionSpec("--search", value: "TEXT", "names containing TEXT"),
            OptionSpec("--sort", value: "FIELD", hint: .sort, "date (default), amount or name"),
            OptionSpec("--desc", "largest / latest first"),
        ],
        group: "Transactions", summary: "list a budget's transactions",
        example: "tx list --line Groceries --sort amount --desc"
    )

    let budget: YearMonth?
    let kind: Kind?
    let line: String?
    let search: String?
    let sort: TransactionQuery.Sort
    let descending: Bool

    init(_ parsed: ParsedCommand) throws {
        budget = try parsed.value("--budget", ParsedCommand.month)
        kind = try parsed.value("--kind", ParsedCommand.kind)
        line = parsed.value("--line")
        search = parsed.value("--search")
        sort =
            try parsed.value("--sort") { text in
                guard let sort = TransactionQuery.Sort(rawValue: text.lowercased()) else {
                    throw DomainError.invalidArgument("'\(text)' is not a sort order: use date, amount or name")
                }
                return sort
            } ?? .date
        descending = parsed.has("--desc")
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let budget = try await context.resolveBudget(explicit: budget)
        var lineID: Int64?
        if let line { lineID = try await context.resolveLine(line, explicitBudget: budget.month).id }
        let query = TransactionQuery(kind: kind, lineID: lineID, search: search, sort: sort, descending: descending)
        let transactions = try context.stores.transactionService.list(budgetID: budget.id, query: query)
        let lines = try context.stores.lineService.lines(budgetID: budget.id)
        let screen = TransactionListScreen(month: budget.month, transactions: transactions, lines: lines, style: context.style)
        return CommandOutput(
            render: { screen.render() }, json: { .array(transactions.map { $0.json() }) },
            stream: { $0.writeArray(transactions) { $0.json() } })
    }
}
