/// What an account is: where money sits (checking, savings, cash) or what is owed (card).
public enum AccountKind: String, Sendable, Hashable, Codable, CaseIterable {
    case checking
    case savings
    case card
    case cash

    /// A card's balance is shown as what is owed: spending on it raises the figure.
    public var showsOwed: Bool { self == .card }

    /// Parses `checking`, `savings`, `card` or `cash` (case-insensitive).
    public static func parse(_ text: String) -> AccountKind? { AccountKind(rawValue: text.lowercased()) }
}
