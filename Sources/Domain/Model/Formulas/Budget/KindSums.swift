import Shared

/// One amount per kind, e.g. the sums of a budget's free transactions.
public struct KindSums: Sendable, Equatable {
    public var income: Money
    public var expense: Money
    public var saving: Money

    public init(income: Money = .zero, expense: Money = .zero, saving: Money = .zero) {
        self.income = income
        self.expense = expense
        self.saving = saving
    }

    public static let zero = KindSums()

    public subscript(kind: Kind) -> Money {
        get {
            switch kind {
            case .income: income
            case .expense: expense
            case .saving: saving
            }
        }
        set {
            switch kind {
            case .income: income = newValue
            case .expense: expense = newValue
            case .saving: saving = newValue
            }
        }
    }

    /// The sum over the kinds that pass `filter`.
    public func total(_ filter: KindFilter) -> Money {
        // Spelled out, not filtered: this runs for every envelope of every month-delta recompute.
        var total = Money.zero
        if filter.contains(.income) { total += income }
        if filter.contains(.expense) { total += expense }
        if filter.contains(.saving) { total += saving }
        return total
    }
}

/// The kind filters of the envelope rule (Docs/Domain.md §5.1).
public enum KindFilter: Sendable, CaseIterable {
    case income
    /// expense ∪ saving: what `totalExpenses` counts.
    case outflow
    case saving
    /// expense alone, for template screens.
    case expense

    public func contains(_ kind: Kind) -> Bool {
        switch self {
        case .income: kind == .income
        case .outflow: kind.isOutflow
        case .saving: kind == .saving
        case .expense: kind == .expense
        }
    }
}
