/// The direction of a line or transaction. Outflow = expense or saving.
public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    case income
    case expense
    case saving

    /// Savings are budgeted like expenses: both leave the month's money.
    public var isOutflow: Bool { self != .income }

    /// Parses `income`, `expense` or `saving` (case-insensitive).
    public static func parse(_ text: String) -> Kind? { Kind(rawValue: text.lowercased()) }
}
