import CommandKit
import Model
import Shared

/// `tx list [--budget M|--month M|--since D --until D|--all] [filters] [--sort F] [--desc] [--limit N] [--page K]`
struct TxListCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let budget = OptionSpec(
            "--budget", value: "MONTH", hint: .month, "one budget's period (default: the open one, else today's)")
        static let month = OptionSpec("--month", value: "MONTH", hint: .month, "the same as --budget")
        static let since = OptionSpec("--since", value: "DATE", hint: .date, "from this date on, across budgets")
        static let until = OptionSpec("--until", value: "DATE", hint: .date, "up to this date, across budgets")
        static let all = OptionSpec("--all", "every budget's transactions")
        static let kind = OptionSpec("--kind", value: "KIND", hint: .kind, "only this kind")
        static let line = OptionSpec(
            "--line", value: "LINE", hint: .line, "only the transactions of this line (by name in every budget across periods)")
        static let category = OptionSpec("--category", value: "TEXT", hint: .category, "only this category (case and accents ignored)")
        static let search = OptionSpec("--search", value: "TEXT", "names or categories containing TEXT (case and accents ignored)")
        static let min = OptionSpec("--min", value: "AMOUNT", hint: .amount, "amounts of at least AMOUNT")
        static let max = OptionSpec("--max", value: "AMOUNT", hint: .amount, "amounts of at most AMOUNT")
        static let account = OptionSpec("--account", value: "ACCOUNT", hint: .account, "only the transactions of this account")
        static let checked = OptionSpec("--checked", "only those on the bank statement")
        static let unchecked = OptionSpec("--unchecked", "only those not on the statement yet")
        static let sort = OptionSpec("--sort", value: "FIELD", hint: .sort, "date (default), amount, name or category")
        static let desc = OptionSpec("--desc", "largest / latest / last first")
        static let limit = OptionSpec("--limit", value: "N", "at most N transactions (a page)")
        static let page = OptionSpec("--page", value: "K", "the K-th page of --limit (default 20 a page)")
    }

    static let spec = CommandSpec(
        "tx list",
        options: [
            Options.budget,
            Options.month,
            Options.since,
            Options.until,
            Options.all,
            Options.kind,
            Options.line,
            Options.category,
            Options.search,
            Options.min,
            Options.max,
            Options.account,
            Options.checked,
            Options.unchecked,
            Options.sort,
            Options.desc,
            Options.limit,
            Options.page,
        ],
        group: "Transactions", summary: "list transactions: one budget, a date range or all, filtered and sorted",
        example: "tx list --since 2026-09-01 --search epi --sort amount --desc --limit 20",
        discussion: """
            Without --since, --until or --all it lists one budget's period. Names sort as a person reads them \
            (Ecole, Épicerie, Exact). The totals count every match, on every page: income, spending (the \
            expenses without the savings), savings and the net (income counts +, spending and savings −).
            """
    )

    let budget: YearMonth?
    let since: LocalDate?
    let until: LocalDate?
    let all: Bool
    let kind: Kind?
    let line: String?
    let category: String?
    let search: String?
    let min: Money?
    let max: Money?
    let checked: Bool?
    let account: String?
    let sort: TransactionQuery.Sort
    let descending: Bool
    let limit: Int?
    let page: Int
    /// The filters as typed, for "nothing matched --search epi".
    let typedFilters: [String]

    init(_ parsed: ParsedCommand) throws {
        let budgetOption = try parsed.value(Options.budget, ParsedCommand.month)
        let monthOption = try parsed.value(Options.month, ParsedCommand.month)
        if let budgetOption, let monthOption, budgetOption != monthOption {
            throw CommandParseError.misusedOptions("--budget \(budgetOption) and --month \(monthOption) differ: give one month")
        }
        budget = budgetOption ?? monthOption
        since = try parsed.value(Options.since, ParsedCommand.date)
        until = try parsed.value(Options.until, ParsedCommand.date)
        all = parsed.has(Options.all)
        if all && (since != nil || until != nil) {
            throw CommandParseError.misusedOptions("--all lists every period: drop --since/--until, or drop --all")
        }
        if budget != nil && (all || since != nil || until != nil) {
            throw CommandParseError.misusedOptions("--budget/--month names one period: drop it to use --since, --until or --all")
        }
        if let since, let until, since > until {
            throw DomainError.invalidValue("--since \(since) is after --until \(until): swap them")
        }
        kind = try parsed.value(Options.kind, ParsedCommand.kind)
        line = parsed.value(Options.line)
        category = parsed.value(Options.category)
        search = parsed.value(Options.search)
        min = try parsed.value(Options.min, ParsedCommand.amount)
        max = try parsed.value(Options.max, ParsedCommand.amount)
        if let min, let max, min > max {
            throw DomainError.invalidValue("--min \(min.formatted) is above --max \(max.formatted): swap them")
        }
        if parsed.has(Options.checked) && parsed.has(Options.unchecked) {
            throw CommandParseError.misusedOptions("--checked and --unchecked exclude each other: give one")
        }
        checked = parsed.has(Options.checked) ? true : parsed.has(Options.unchecked) ? false : nil
        sort =
            try parsed.value(Options.sort) { text in
                guard let sort = TransactionQuery.Sort(rawValue: text.lowercased()) else {
                    throw DomainError.invalidValue("'\(Echo.cut(text))' is not a sort order: use date, amount, name or category")
                }
                return sort
            } ?? .date
        descending = parsed.has(Options.desc)
        let limitOption = try parsed.value(Options.limit) { try Self.count($0, option: "--limit") }
        let pageOption = try parsed.value(Options.page) { try Self.count($0, option: "--page") }
        limit = limitOption ?? (pageOption != nil ? 20 : nil)
        page = pageOption ?? 1
        var typed: [String] = []
        account = parsed.value(Options.account)
        for option in [Options.kind, Options.line, Options.category, Options.search, Options.min, Options.max, Options.account] {
            if let value = parsed.value(option) { typed.append("\(option.name) \(value)") }
        }
        if let checked { typed.append(checked ? "--checked" : "--unchecked") }
        typedFilters = typed
    }

    /// A whole number from 1 to 1'000'000.
    static func count(_ text: String, option: String) throws -> Int {
        guard let value = Int(text), (1...1_000_000).contains(value) else {
            throw DomainError.invalidValue("\(option) '\(Echo.cut(text))' is not a whole number from 1 to 1000000")
        }
        return value
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        var query = TransactionQuery(
            since: since, until: until, kind: kind, category: category, search: search, minAmount: min, maxAmount: max,
            checked: checked, sort: sort, descending: descending, limit: limit, offset: (page - 1) * (limit ?? 0))
        if let account {
            guard let found = try await context.clients.accountService.account(named: account) else {
                let known = try await context.clients.accountService.names()
                throw DomainError.noAccountNamed(account, suggestion: EditDistance.nearest(to: account, in: known), known: known)
            }
            query.accountID = found.id
        }
        let scope: String
        if all || since != nil || until != nil {
            scope =
                switch (since, until) {
                case (let since?, let until?): "from \(since.shown) to \(until.shown)"
                case (let since?, nil): "since \(since.shown)"
                case (nil, let until?): "until \(until.shown)"
                case (nil, nil): "in any budget"
                }
            if let line {
                if case .id = EntityReference(line) {
                    query.lineID = try await context.resolveLine(line, explicitBudget: nil).id
                } else {
                    query.lineName = line
                }
            }
        } else {
            let budget = try await context.resolveBudget(explicit: budget)
            query.budgetID = budget.id
            scope = "in \(budget.month)"
            if let line { query.lineID = try await context.resolveLine(line, explicitBudget: budget.month).id }
        }
        let service = context.clients.transactionService
        let screen = TransactionListScreen(scope: scope, typedFilters: typedFilters, limit: limit, page: page, style: context.style)
        let fixedQuery = query
        var output = CommandOutput(
            render: {
                var rows: [TransactionListScreen.Row] = []
                // The page and the totals of every match (one pass over them for a search the index narrows).
                let totals = try service.forEachOnPage(fixedQuery) { transaction, line in
                    rows.append(.init(transaction: transaction, line: line))
                }
                let periodCount =
                    fixedQuery.filters && totals.count == 0 ? try service.totals(fixedQuery.periodsOnly).count : totals.count
                return screen.render(rows, totals: totals, periodCount: periodCount)
            },
            json: {
                var items: [JSONValue] = []
                try service.forEach(fixedQuery) { transaction, _ in items.append(transaction.json()) }
                return .array(items)
            },
            stream: { stream in
                stream.write("[")
                var first = true
                try service.forEach(fixedQuery) { transaction, _ in
                    if !first { stream.write(",") }
                    first = false
                    stream.write(transaction.json())
                }
                stream.write("]")
            },
            csv: { stream in
                stream.write(CSVTable.line(TransactionListScreen.csvHeader))
                try service.forEach(fixedQuery) { transaction, _ in
                    guard case .object(let members) = transaction.json() else { return }
                    stream.write(CSVTable.line(members.map(\.1)))
                }
            })
        if fixedQuery.limit == nil {
            // Every match, piped or redirected: the table in two passes, never held whole.
            output.largeTextStream = { stream in
                try screen.stream(
                    into: &stream, periodCount: { try service.totals(fixedQuery.periodsOnly).count },
                    each: { row in
                        try service.forEach(fixedQuery) { transaction, line in row(.init(transaction: transaction, line: line)) }
                    })
            }
        }
        return output
    }
}
