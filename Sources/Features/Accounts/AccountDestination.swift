/// Where the user can be in the accounts feature.
public enum AccountDestination: Hashable, Sendable {
    case list
    case details(accountID: Int64)
}
