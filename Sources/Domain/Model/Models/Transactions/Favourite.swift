import Shared

/// A transaction a person enters again and again, added by `tx add @NAME`.
public struct Favourite: Sendable, Equatable, Identifiable {
    public let id: Int64
    public var name: String
    public var amount: Money
    public var kind: Kind
    /// The line, by name: resolved in the budget of each transaction's date.
    public var lineName: String?
    public var category: String?
    /// How many transactions `tx add @NAME` made from it, and the date of the last.
    public var useCount: Int
    public var lastUsed: LocalDate?

    public init(
        id: Int64, name: String, amount: Money, kind: Kind, lineName: String? = nil, category: String? = nil, useCount: Int = 0,
        lastUsed: LocalDate? = nil
    ) {
        self.id = id
        self.name = name
        self.amount = amount
        self.kind = kind
        self.lineName = lineName
        self.category = category
        self.useCount = useCount
        self.lastUsed = lastUsed
    }
}
