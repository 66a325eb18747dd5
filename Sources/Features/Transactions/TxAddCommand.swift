import CommandKit
import Model
import Shared

/// `tx add NAME AMOUNT [--line LINE] [--kind KIND] [--date DATE] [--checked] [--category C] [--budget MONTH]
/// [--currency CODE [--rate R]]`, or `tx add @FAVOURITE [AMOUNT] [--date DATE]`.
struct TxAddCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let line = OptionSpec("--line", value: "LINE", hint: .line, "allocate it to this line (it takes the line's kind)")
        static let kind = OptionSpec("--kind", value: "KIND", hint: .kind, "income, expense or saving (default: expense, or the line's)")
        static let date = OptionSpec("--date", value: "DATE", hint: .date, "YYYY-MM-DD (default: today, clamped into the budget's period)")
        static let checked = OptionSpec("--checked", "mark it as on the bank statement")
        static let category = OptionSpec("--category", value: "TEXT", hint: .category, "a free category label")
        static let budget = OptionSpec("--budget", value: "MONTH", hint: .month, "the budget (default: the open one, else the date's)")
        static let account = OptionSpec(
            "--account", value: "ACCOUNT", hint: .account, "the account it moved (default: the default account)")
        static let currency = OptionSpec(
            "--currency", value: "CODE", "AMOUNT is in this currency (USD, EUR, JPY…); it is kept and converted")
        static let rate = OptionSpec("--rate", value: "RATE", "what 1 unit of --currency is worth in the budget's (default: `rate list`)")
    }

    static let spec = CommandSpec(
        "tx add", arguments: [ArgumentSpec("NAME", hint: .favourite), ArgumentSpec("AMOUNT", optional: true, hint: .amount)],
        options: [
            Options.line,
            Options.kind,
            Options.date,
            Options.checked,
            Options.category,
            Options.budget,
            Options.account,
            Options.currency,
            Options.rate,
        ],
        group: "Transactions", summary: "record a real transaction",
        example: "tx add Migros 82.40 --line Groceries --date 2026-11-03",
        discussion:
            """
            Amounts are above 0 and at most 1'000'000. Without --line it is a free transaction. The date must be in the budget's period. \
            `tx add @NAME [AMOUNT] [--date D]` adds favourite NAME (`fav list`) in the budget of the date, its line found by name \
            in that budget; AMOUNT overrides the favourite's. With --currency, AMOUNT is what was paid in that currency: \
            it is kept, and the transaction's amount is the same money in the budget's currency, at --rate or else at the \
            currency's latest rate kept on or before the date (`rate set USD 0.8812`); pulpe never fetches a rate.
            """
    )

    let name: String
    let amount: Money
    let line: String?
    let kind: Kind?
    let date: LocalDate?
    let checked: Bool
    let category: String?
    let budget: YearMonth?
    let account: String?
    /// `--currency`: AMOUNT as paid in another currency.
    let original: ForeignAmount?
    let rate: ExchangeRate?
    /// AMOUNT with `--account`, read in the account's currency.
    var typed: TypedAmount?
    /// AMOUNT after `@NAME`, in place of the favourite's (nil: the favourite's); 0 is refused as anywhere.
    var favouriteAmount: Money?

    /// The favourite's name when NAME is `@NAME`.
    var favourite: String? { name.hasPrefix("@") ? String(name.dropFirst()) : nil }

    init(_ parsed: ParsedCommand) throws {
        name = try parsed.requiredArgument(0)
        if name.hasPrefix("@") {
            // A favourite gives the amount; the line, kind and category are its own.
            favouriteAmount = try parsed.argument(1).map(ParsedCommand.amount)
            amount = Money(cents: 0)
            original = nil
            for option in [Options.line, Options.kind, Options.category, Options.checked, Options.currency]
            where parsed.has(option) || parsed.value(option) != nil {
                throw CommandParseError.misusedOptions(
                    "`tx add \(name)` takes the favourite's line, kind and category: drop \(option.name)")
            }
        } else if let code = parsed.value(Options.currency) {
            // Read in the currency's own decimals: 2'700 JPY has none, 1.250 KWD has three.
            original = try ForeignAmount.parse(parsed.requiredArgument(1), in: ParsedCommand.currency(code))
            amount = Money(cents: 0)
        } else if parsed.value(Options.account) != nil {
            // Read once the account is known: in its currency when it holds its own (dollars in a USD account).
            typed = TypedAmount(try parsed.requiredArgument(1))
            amount = Money(cents: 0)
            original = nil
        } else {
            amount = try ParsedCommand.amount(parsed.requiredArgument(1))
            original = nil
        }
        rate = try parsed.value(Options.rate, ParsedCommand.rate)
        if rate != nil && parsed.value(Options.currency) == nil { throw CurrencyError.rateWithoutCurrency }
        line = parsed.value(Options.line)
        kind = try parsed.value(Options.kind, ParsedCommand.kind)
        date = try parsed.value(Options.date, ParsedCommand.date)
        checked = parsed.has(Options.checked)
        category = parsed.value(Options.category)
        budget = try parsed.value(Options.budget, ParsedCommand.month)
        account = parsed.value(Options.account)
        if name.hasPrefix("@") && account != nil {
            throw CommandParseError.misusedOptions(
                "`tx add \(name)` goes to the default account: drop --account (or `tx set last --account A` after)")
        }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        if let favourite { return try await addFavourite(favourite, in: context) }
        let added = try await context.clients.budgetDetails.addTransaction(
            TransactionRequest(
                budget: context.budgetChoice(explicit: budget, date: date), line: line, name: name, amount: amount, kind: kind,
                date: date, checked: checked, category: category, account: account, original: original, rate: rate, typed: typed),
            today: context.today)
        let transaction = added.transaction
        context.lastTransactionID = transaction.id
        let on = added.lineName.map { " on line '\($0)'" } ?? ", free"
        let paid = transaction.original.map { " (\($0.formatted))" } ?? ""
        return CommandOutput(
            text:
                "Added \(transaction.kind.rawValue) '\(transaction.name)' #\(transaction.id): \(transaction.amount.formatted)\(paid) on \(transaction.date.shown)\(on).",
            json: transaction.json(month: added.month)
        )
    }

    /// `tx add @NAME [AMOUNT] [--date D]`: the budget is the date's (or the open one, or `--budget`).
    @MainActor private func addFavourite(_ favourite: String, in context: CommandContext) async throws -> CommandOutput {
        let (added, source) = try await context.clients.transactionService.add(
            favourite: favourite, amount: favouriteAmount, date: date,
            budget: context.budgetChoice(explicit: budget, date: date), today: context.today)
        let transaction = added.transaction
        context.lastTransactionID = transaction.id
        let on = added.lineName.map { " on line '\($0)'" } ?? ", free"
        return CommandOutput(
            text:
                "Added \(transaction.kind.rawValue) '\(transaction.name)' #\(transaction.id) from @\(source.name): \(transaction.amount.formatted) on \(transaction.date.shown)\(on).",
            json: transaction.json(month: added.month))
    }
}
