import CommandKit
import Model

/// The accounts feature: where the money is, its balances, transfers and reconciliation.
public enum AccountsFeature {
    public static let commands: [any PulpeCommand.Type] = [
        AccountAddCommand.self, AccountListCommand.self, AccountShowCommand.self, AccountSetCommand.self,
        AccountRenameCommand.self, AccountCloseCommand.self, AccountReopenCommand.self, AccountRemoveCommand.self,
        AccountDefaultCommand.self, AccountReconcileCommand.self, TransferCommand.self, TransferRemoveCommand.self,
    ]
}
