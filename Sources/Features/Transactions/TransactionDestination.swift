/// Where the user can be in the transactions feature.
public enum TransactionDestination: Hashable, Sendable {
    case transaction(Int64)
}
