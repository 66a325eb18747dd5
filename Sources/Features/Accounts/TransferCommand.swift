import CommandKit
import Ledger
import Model
import Shared

/// `transfer AMOUNT --from A --to B [--date D] [--line NAME] [--note TEXT] [--received AMOUNT]`
struct TransferCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let from = OptionSpec(
            "--from", value: "ACCOUNT", hint: .account, takesScope: true, "the account the money leaves (inside `open account A`: A)")
        static let to = OptionSpec("--to", value: "ACCOUNT", hint: .account, "the account it goes to")
        static let date = OptionSpec("--date", value: "DATE", hint: .date, "YYYY-MM-DD (default: today)")
        static let line = OptionSpec("--line", value: "LINE", hint: .line, "a saving line of the date's budget this transfer realizes")
        static let note = OptionSpec("--note", value: "TEXT", "what it is for")
        static let received = OptionSpec(
            "--received", value: "AMOUNT", hint: .amount,
            "between accounts of two currencies: what arrived, in --to's currency (default: at the rates kept)")
    }

    static let spec = CommandSpec(
        "transfer", arguments: [ArgumentSpec("AMOUNT", hint: .amount)],
        options: [Options.from, Options.to, Options.date, Options.line, Options.note, Options.received],
        group: "Accounts", summary: "move money between two of your accounts",
        example: "transfer 500 --from Main --to Savings --line \"Emergency fund\"",
        discussion: """
            A transfer is neither income nor expense in the month's plan. With --line, the money leaves --from as a \
            saving on that line (which feeds the line's goal) and arrives in --to. AMOUNT is in the currency of --from; \
            between accounts of two currencies, what arrives is --received, else AMOUNT at the rates kept for the date \
            (`rate set`).
            """
    )

    /// Read in the currency of `from`.
    let amount: TypedAmount
    let received: TypedAmount?
    let from: String
    let to: String
    let date: LocalDate?
    let line: String?
    let note: String?
    /// Whether --from is the account the user is in (`open account A`), not typed.
    let fromIsScoped: Bool

    init(_ parsed: ParsedCommand) throws {
        amount = TypedAmount(try parsed.requiredArgument(0))
        received = parsed.value(Options.received).map(TypedAmount.init)
        guard let from = parsed.value(Options.from), let to = parsed.value(Options.to) else {
            throw CommandParseError.misusedOptions("a transfer needs --from ACCOUNT and --to ACCOUNT (`account list` shows them)")
        }
        self.from = from
        self.to = to
        fromIsScoped = parsed.isScoped(Options.from)
        date = try parsed.value(Options.date, ParsedCommand.date)
        line = parsed.value(Options.line)
        note = parsed.value(Options.note)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let outcome: AccountService.TransferOutcome
        do {
            outcome = try await context.clients.accountService.transfer(
                amount: amount, from: from, to: to, date: date, line: line, note: note, received: received, today: context.today)
        } catch DomainError.transferToSameAccount(let name) where fromIsScoped {
            // Inside `open account A`, `transfer 5 --to A`: --from was not typed, so the error says where it came from.
            throw DomainError.invalidArgument(
                "a transfer inside account '\(name)' leaves from it: to bring money in, "
                    + "name where it comes from (`transfer AMOUNT --from ACCOUNT --to \(Tokenizer.quoted(name))`)")
        }
        let transfer = outcome.transfer
        let (source, target) = (outcome.from.account, outcome.to.account)
        let arrived = transfer.received.map { " (\(AccountText.money($0, of: target)) arrived)" } ?? ""
        var text =
            "Moved \(AccountText.money(transfer.amount, of: source)) from \(source.name) to \(target.name)\(arrived) "
            + "on \(transfer.date.shown) (#\(transfer.id))."
        if let saving = outcome.saving {
            text += " Saved on line '\(saving.lineName ?? "")' of budget \(saving.month) (transaction #\(saving.transaction.id))."
            context.lastTransactionID = saving.transaction.id
        }
        text += "\nNow \(AccountText.line(outcome.from)); \(AccountText.line(outcome.to))."
        return CommandOutput(
            text: text,
            json: .object([
                ("id", .int(transfer.id)), ("amount", AccountText.json(transfer.amount, of: source)),
                ("received", .optional(transfer.received) { AccountText.json($0, of: target) }),
                ("date", .string(transfer.date.description)),
                ("from", AccountText.json(outcome.from)), ("to", AccountText.json(outcome.to)),
                ("note", .optional(transfer.note) { .string($0) }),
                ("transaction", .optional(outcome.saving) { $0.transaction.json(month: $0.month) }),
            ]))
    }
}
