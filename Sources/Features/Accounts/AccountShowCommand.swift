import CommandKit
import Domain
import Model
import Shared

/// `account show NAME`: its balance, checked balance, reconciliation and last ten days.
struct AccountShowCommand: PulpeCommand {
    static let spec = CommandSpec(
        "account show", arguments: [ArgumentSpec("NAME", hint: .account)],
        group: "Accounts", summary: "an account: balance, checked balance and its last 10 days",
        example: "account show Main"
    )

    let name: String

    init(_ parsed: ParsedCommand) throws { name = try parsed.requiredArgument(0) }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let (summary, recent) = try context.stores.accountService.show(name, today: context.today)
        var json = AccountText.json(summary)
        if case .object(var members) = json {
            members.append(("recent", .array(recent.map { $0.json() })))
            json = .object(members)
        }
        return CommandOutput(text: Self.render(summary, recent: recent, today: context.today, style: context.style), json: json)
    }

    static func render(_ summary: AccountSummary, recent: [Transaction], today: LocalDate, style: ScreenStyle) -> String {
        let account = summary.account
        let shown = { (money: Money) in AccountFormulas.shown(money, kind: account.kind).formatted }
        var lines = [style.styler.bold(AccountText.line(summary)) + (summary.isDefault ? " · default" : "")]
        lines.append("Balance today  \(shown(summary.balance))\(account.kind.showsOwed ? " owed" : "")")
        lines.append("Checked        \(shown(summary.checkedBalance))")
        let opening = account.openingDate.map { " on \($0)" } ?? ""
        lines.append("Opening        \(shown(account.opening))\(opening)")
        if let number = account.number { lines.append("Number         \(number)") }
        if let date = account.reconciledOn, let balance = account.reconciledBalance {
            lines.append("Reconciled     \(date) at \(shown(balance))")
        } else {
            lines.append("Reconciled     never (`account reconcile \(account.name) BALANCE` against the bank's figure)")
        }
        lines.append("")
        guard !recent.isEmpty else {
            lines.append("No transaction from \(today.adding(days: -9)) to \(today).")
            return lines.joined(separator: "\n")
        }
        lines.append("From \(today.adding(days: -9)) to \(today):")
        var table = TextTable(columns: [.right("#"), .left("Date"), .left("Name"), .right("Amount"), .left("")])
        for transaction in recent {
            table.addRow([
                "\(transaction.id)", transaction.date.description, transaction.name,
                AccountFormulas.effect(of: transaction.amount, kind: transaction.kind).formatted,
                transaction.isChecked ? "✓" : "",
            ])
        }
        lines.append(table.render(maxWidth: style.width, styler: style.styler))
        return lines.joined(separator: "\n")
    }
}
