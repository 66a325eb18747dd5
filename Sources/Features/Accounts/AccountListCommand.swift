import CommandKit
import Ledger
import Model
import Shared

/// `account list`: every account with its balance today, its checked balance and its last reconciliation.
struct AccountListCommand: PulpeCommand {
    static let spec = CommandSpec(
        "account list", group: "Accounts", summary: "the accounts with their balances today",
        example: "account list",
        discussion: """
            Balance counts every transaction and transfer dated up to today; Checked counts the checked ones (the bank \
            has them). A card shows what is owed. The default account, where transactions that name none go, is marked *.
            """
    )

    init(_ parsed: ParsedCommand) throws {}

    func run(in context: CommandContext) async throws -> CommandOutput {
        let accounts = try await context.clients.accounts.accounts(today: context.today)
        return CommandOutput(
            text: Self.render(accounts.summaries, together: accounts.together, style: context.style),
            json: .array(accounts.summaries.map(AccountText.json)))
    }

    static func render(_ accounts: [AccountSummary], together: AccountService.Together, style: ScreenStyle) -> String {
        var table = TextTable(columns: [
            .left("Account"), .left("Kind").leftOutToFit(1), .right("Balance"), .right("Checked").leftOutToFit(3),
            .left("Reconciled").leftOutToFit(2),
        ])
        for summary in accounts {
            let account = summary.account
            let kind = account.isClosed ? "\(account.kind.rawValue), closed" : account.kind.rawValue
            table.addRow([
                (summary.isDefault ? "* " : "  ") + account.name, kind,
                AccountText.figure(summary.balance, of: account), AccountText.figure(summary.checkedBalance, of: account),
                account.reconciledOn?.shown ?? style.styler.dim("never"),
            ])
        }
        let (text, leftOut) = table.rendered(maxWidth: style.width, styler: style.styler)
        let owing = accounts.contains { $0.account.kind.showsOwed }
        var notes = accounts.count > 1 ? [Self.footer(together, owing: owing)] : []
        if let note = TextTable.leftOutNote(leftOut) { notes.append(style.styler.dim(note)) }
        return ([text] + notes).joined(separator: "\n")
    }

    /// "Together: 1'100.00 (what the cards owe taken off; other currencies at the rates kept)"; the
    /// cards are named only when there is one (`owing`), and without notes it is "Together: 1'100.00."
    static func footer(_ together: AccountService.Together, owing: Bool) -> String {
        var notes = owing ? ["what the cards owe taken off"] : []
        if together.converted { notes.append("other currencies at the rates kept") }
        for left in together.withoutRate {
            notes.append("\(left.account) left out: no \(left.currency.code) rate (`rate set \(left.currency.code) R`)")
        }
        return "Together: \(together.total.formatted)" + (notes.isEmpty ? "." : " (\(notes.joined(separator: "; "))).")
    }
}
