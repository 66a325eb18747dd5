import CommandKit
import Model
import Shared

/// The screens of the accounts feature, for the REPL's destinations.
public enum AccountsScreens {
    @MainActor
    public static func screen(for destination: AccountDestination, in context: CommandContext) async throws -> String {
        switch destination {
        case .list:
            let accounts = try await context.clients.accounts.accounts(today: context.today)
            return AccountListCommand.render(accounts.summaries, together: accounts.together, style: context.style)
        case .details(let accountID):
            let detail = try await context.clients.account.detail("#\(accountID)", today: context.today)
            return AccountShowCommand.render(detail, today: context.today, style: context.style)
        }
    }

    /// The account `open account NAME` names: its id and name.
    @MainActor
    public static func resolve(_ reference: String, in context: CommandContext) async throws -> (id: Int64, name: String) {
        let account = try await context.clients.account.detail(reference, today: context.today).summary.account
        return (account.id, account.name)
    }
}
