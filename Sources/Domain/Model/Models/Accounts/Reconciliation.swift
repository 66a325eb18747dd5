import Shared

/// What `account reconcile` found: pulpe's balance on the day against the bank's, and either the
/// transactions it checked (they agree) or the unchecked ones that could explain the difference.
public struct Reconciliation: Sendable, Equatable {
    public let account: Account
    public let date: LocalDate
    /// Both as assets (a card's debt negative).
    public let bank: Money
    public let pulpe: Money
    /// How many transactions it marked checked (0 when they differ).
    public let checkedCount: Int
    /// The account's unchecked transactions up to the day, newest first (when they differ).
    public let unchecked: [Transaction]

    public init(account: Account, date: LocalDate, bank: Money, pulpe: Money, checkedCount: Int, unchecked: [Transaction]) {
        self.account = account
        self.date = date
        self.bank = bank
        self.pulpe = pulpe
        self.checkedCount = checkedCount
        self.unchecked = unchecked
    }

    public var agrees: Bool { bank == pulpe }
    public var difference: Money { AccountFormulas.difference(bank: bank, pulpe: pulpe) }

    /// The unchecked transactions whose effect alone is the difference: recorded in pulpe, not yet
    /// at the bank. Example: pulpe 1'200.00, bank 1'282.40, an unchecked Migros 82.40 → that one.
    /// A split is one movement at the bank: its parts together may be the difference (Coop 120.00
    /// split 95.50 + 24.50, a difference of 120.00 → both parts).
    /// In an account of its own currency, a transaction's effect is what it was paid in that currency.
    public var explaining: [Transaction] {
        func effect(_ transaction: Transaction) -> Money {
            let moved = account.currency != nil ? (transaction.original?.amount ?? transaction.amount) : transaction.amount
            return -AccountFormulas.effect(of: moved, kind: transaction.kind)
        }
        // A split's parts are one movement (keyed by its first part); a part is never named alone.
        var movements: [Int64: Money] = [:]
        for transaction in unchecked { movements[transaction.splitOf ?? transaction.id, default: .zero] += effect(transaction) }
        return unchecked.filter { movements[$0.splitOf ?? $0.id] == difference }
    }
}
