import CommandKit
import Model
import Shared

/// `account reconcile NAME BALANCE [--on DATE]`
struct AccountReconcileCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let on = OptionSpec("--on", value: "DATE", hint: .date, "the date of the bank's balance (default: today)")
    }

    static let spec = CommandSpec(
        "account reconcile", arguments: [ArgumentSpec("NAME", hint: .account), ArgumentSpec("BALANCE", hint: .amount)],
        options: [Options.on],
        group: "Accounts", summary: "compare the bank's balance with pulpe's; when they agree, check everything up to that day",
        example: "account reconcile Main 3412.85 --on 2026-11-25",
        discussion: """
            When pulpe's balance on that day is the bank's, every unchecked transaction of the account up to that day is \
            checked and the reconciliation is recorded (one undoable change). When they differ, nothing changes and the \
            command fails (a script stops there): the difference is printed with the unchecked transactions that could \
            explain it. For a card, BALANCE is what is owed. \
            An overdrawn balance is typed with a sign: -120.50. For an account of its own currency, BALANCE is in it.
            """
    )

    let name: String
    /// Read in the account's currency.
    let balance: TypedAmount
    let date: LocalDate?

    init(_ parsed: ParsedCommand) throws {
        name = try parsed.requiredArgument(0)
        balance = TypedAmount(try parsed.requiredArgument(1))
        date = try parsed.value(Options.on, ParsedCommand.date)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        // A balance is known for a day that has come: a later date would check transactions not yet made.
        if let date, date > context.today {
            throw DomainError.invalidValue(
                "--on \(date.shown) is after today (\(context.today.shown)): reconcile with the balance of today or a day before")
        }
        let outcome = try await context.clients.accountService.reconcile(name, bank: balance, on: date ?? context.today)
        var output = CommandOutput(text: Self.render(outcome, style: context.style), json: Self.json(outcome))
        if !outcome.agrees {
            output.failure = "'\(outcome.account.name)' does not agree with the bank on \(outcome.date.shown): nothing was reconciled"
        }
        return output
    }

    static func render(_ outcome: Reconciliation, style: ScreenStyle) -> String {
        let account = outcome.account
        let shown = { (money: Money) in AccountText.money(AccountFormulas.shown(money, kind: account.kind), of: account) }
        if outcome.agrees {
            let checked =
                outcome.checkedCount == 0
                ? "nothing left to check" : "checked \(outcome.checkedCount) transaction\(outcome.checkedCount == 1 ? "" : "s")"
            return "\(account.name) on \(outcome.date.shown): \(shown(outcome.bank)) at the bank and in pulpe: agrees; \(checked)."
        }
        // Both figures and their difference as the bank prints them (a card: what is owed).
        let difference = AccountFormulas.shown(outcome.bank, kind: account.kind) - AccountFormulas.shown(outcome.pulpe, kind: account.kind)
        let owed = account.kind.showsOwed ? " owed" : ""
        var lines = [
            "\(account.name) on \(outcome.date.shown): the bank says \(shown(outcome.bank))\(owed), pulpe \(shown(outcome.pulpe))\(owed): "
                + "the bank's figure is \(AccountText.money(difference.magnitude, of: account)) \(difference.isNegative ? "lower" : "higher"). "
                + "Nothing was changed."
        ]
        let explaining = Set(outcome.explaining.map(\.id))
        if outcome.unchecked.isEmpty {
            lines.append("No unchecked transaction up to that day: one is missing in pulpe, or an amount differs.")
        } else {
            lines.append("Unchecked up to that day (not yet at the bank, or recorded wrong):")
            var table = TextTable(columns: [.right("#"), .fixedLeft("Date"), .left("Name"), .right("Amount"), .left("")])
            for transaction in outcome.unchecked {
                table.addRow([
                    "\(transaction.id)", transaction.date.shown, transaction.name, AccountText.effect(of: transaction, in: account),
                    explaining.contains(transaction.id) ? "← the difference" : "",
                ])
            }
            lines.append(table.render(maxWidth: style.width, styler: style.styler))
        }
        return lines.joined(separator: "\n")
    }

    private static func shownFigure(_ money: Money, _ outcome: Reconciliation) -> Money {
        AccountFormulas.shown(money, kind: outcome.account.kind)
    }

    static func json(_ outcome: Reconciliation) -> JSONValue {
        let shown = { (money: Money) in AccountText.json(AccountFormulas.shown(money, kind: outcome.account.kind), of: outcome.account) }
        return .object([
            ("account", .string(outcome.account.name)), ("date", .string(outcome.date.description)), ("bank", shown(outcome.bank)),
            ("pulpe", shown(outcome.pulpe)),
            ("difference", AccountText.json(shownFigure(outcome.bank, outcome) - shownFigure(outcome.pulpe, outcome), of: outcome.account)),
            ("agrees", .bool(outcome.agrees)),
            ("checked", .int(Int64(outcome.checkedCount))), ("unchecked", .array(outcome.unchecked.map { $0.json() })),
            ("explaining", .array(outcome.explaining.map { .int($0.id) })),
        ])
    }
}
