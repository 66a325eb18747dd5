import CommandKit
import Model

/// The transactions feature: real money movements, allocated to lines or free.
public enum TransactionsFeature {
    public static let commands: [any PulpeCommand.Type] = [
        TxAddCommand.self, TxSetCommand.self, TxCheckCommand.self, TxUncheckCommand.self, TxRemoveCommand.self, TxListCommand.self,
        TxShowCommand.self, TxSplitCommand.self, TxUnsplitCommand.self, CategoryListCommand.self, CategoryRenameCommand.self,
        FavAddCommand.self, FavListCommand.self, FavRemoveCommand.self,
    ]
}
