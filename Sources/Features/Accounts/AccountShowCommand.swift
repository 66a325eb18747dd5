import CommandKit
import Ledger
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
        let detail = try await context.clients.account.detail(name, today: context.today)
        var json = AccountText.json(detail.summary)
        if case .object(var members) = json {
            members.append(("recent", .array(detail.recent.map { $0.json() })))
            members.append(("more", .bool(detail.hasMore)))
            members.append(
                (
                    "transfers",
                    .array(
                        detail.transfers.map {
                            .object([
                                ("id", .int($0.id)), ("date", .string($0.date.description)), ("account", .string($0.other)),
                                ("amount", AccountText.json($0.amount, of: detail.summary.account)),
                                ("note", .optional($0.note) { .string($0) }),
                            ])
                        })
                ))
            json = .object(members)
        }
        return CommandOutput(text: Self.render(detail, today: context.today, style: context.style), json: json)
    }

    static func render(_ detail: AccountService.Detail, today: LocalDate, style: ScreenStyle) -> String {
        let (summary, recent, transfers) = (detail.summary, detail.recent, detail.transfers)
        let account = summary.account
        let shown = { (money: Money) in AccountText.money(AccountFormulas.shown(money, kind: account.kind), of: account) }
        var lines = [style.styler.bold(AccountText.line(summary)) + (summary.isDefault ? " · default" : "")]
        lines.append("Balance today  \(AccountText.figure(summary.balance, of: account))")
        lines.append("Checked        \(AccountText.figure(summary.checkedBalance, of: account))")
        let opening = account.openingDate.map { " on \($0.shown)" } ?? ""
        lines.append("Opening        \(AccountText.figure(account.opening, of: account))\(opening)")
        if let number = account.number { lines.append("Number         \(number)") }
        if let date = account.reconciledOn, let balance = account.reconciledBalance {
            lines.append("Reconciled     \(date.shown) at \(shown(balance))")
            // An entry dated by then was added, changed or removed since: the agreement no longer holds.
            if let now = detail.balanceOnReconciledDay, now != balance {
                lines.append(
                    "               changed since: pulpe now counts \(shown(now)) on \(date.shown) "
                        + "(`tx list --account \(Tokenizer.quoted(account.name)) --until \(date)` lists what counts)")
            }
        } else {
            lines.append("Reconciled     never (`account reconcile \(Tokenizer.quoted(account.name)) BALANCE` against the bank's figure)")
        }
        lines.append("")
        guard !recent.isEmpty || !transfers.isEmpty else {
            lines.append("No transaction from \(today.adding(days: -9).shown) to \(today.shown).")
            return lines.joined(separator: "\n")
        }
        lines.append("From \(today.adding(days: -9).shown) to \(today.shown):")
        // ✓: at the bank. A transfer counts as cleared in the checked balance, so it has its mark too.
        var table = TextTable(columns: [.right("#"), .fixedLeft("Date"), .left("Name"), .right("Amount"), .fixedLeft("✓")])
        // Transactions and transfers, newest first; a transfer is named by the other account.
        var rows: [(date: LocalDate, cells: [String])] = recent.map { transaction in
            (
                transaction.date,
                [
                    "\(transaction.id)", transaction.date.shown, transaction.name, AccountText.effect(of: transaction, in: account),
                    transaction.isChecked ? "✓" : "",
                ]
            )
        }
        rows += transfers.map { transfer in
            let direction = transfer.amount.isNegative ? "to" : "from"
            return (
                transfer.date,
                [
                    "", transfer.date.shown,
                    "Transfer #\(transfer.id) \(direction) \(transfer.other)" + (transfer.note.map { " (\($0))" } ?? ""),
                    AccountText.money(transfer.amount, of: account), "✓",
                ]
            )
        }
        for row in rows.enumerated().sorted(by: { ($0.element.date, -$0.offset) > ($1.element.date, -$1.offset) }) {
            table.addRow(row.element.cells)
        }
        lines.append(table.render(maxWidth: style.width, styler: style.styler))
        if detail.hasMore {
            let name = Tokenizer.quoted(account.name)
            lines.append(
                "Only the latest \(AccountService.Detail.shownLimit) are shown: `tx list --account \(name) --since \(today.adding(days: -9))` lists them all."
            )
        }
        return lines.joined(separator: "\n")
    }
}
