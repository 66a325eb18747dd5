import CommandKit
import Domain
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
        let accounts = try context.stores.accountService.list(today: context.today)
        return CommandOutput(text: Self.render(accounts, style: context.style), json: .array(accounts.map(AccountText.json)))
    }

    static func render(_ accounts: [AccountSummary], style: ScreenStyle) -> String {
        var table = TextTable(columns: [
            .left("Account"), .left("Kind"), .right("Balance"), .right("Checked"), .left("Reconciled"),
        ])
        var total = Money.zero
        for summary in accounts {
            let account = summary.account
            let kind = account.isClosed ? "\(account.kind.rawValue), closed" : account.kind.rawValue
            let owed = account.kind.showsOwed ? " owed" : ""
            table.addRow([
                (summary.isDefault ? "* " : "  ") + account.name, kind,
                AccountFormulas.shown(summary.balance, kind: account.kind).formatted + owed,
                AccountFormulas.shown(summary.checkedBalance, kind: account.kind).formatted + owed,
                account.reconciledOn?.shown ?? style.styler.dim("never"),
            ])
            total += summary.balance
        }
        let footer = accounts.count > 1 ? "\nTogether: \(total.formatted) (what the cards owe taken off)." : ""
        return table.render(maxWidth: style.width, styler: style.styler) + footer
    }
}
