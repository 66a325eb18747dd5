import CommandKit
import Model
import Shared

/// The screens of the transactions feature, for the REPL's destinations.
public enum TransactionsScreens {
    @MainActor
    public static func screen(for destination: TransactionDestination, in context: CommandContext) async throws -> String {
        switch destination {
        case .transaction(let id):
            let detail = try await context.clients.transactionService.detail(.id(id))
            return TransactionDetailScreen(detail: detail, style: context.style).render()
        }
    }
}
