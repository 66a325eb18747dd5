import Shared

/// What a budget's checked transactions add up to: per line and kind, the free ones per kind,
/// and how many are checked out of how many.
/// Example: Migros 82.40 checked on Groceries and a free Cinema 30 checked → `byLine[groceries]`
/// = 82.40, `free.expense` = 30, `checkedCount` 2.
public struct CheckedSums: Sendable, Equatable {
    public var byLine: [Int64: KindSums]
    public var free: KindSums
    public var checkedCount: Int
    public var transactionCount: Int

    public init(byLine: [Int64: KindSums] = [:], free: KindSums = .zero, checkedCount: Int = 0, transactionCount: Int = 0) {
        self.byLine = byLine
        self.free = free
        self.checkedCount = checkedCount
        self.transactionCount = transactionCount
    }

    /// The sums of a list of transactions.
    public init(_ transactions: [Transaction]) {
        self.init(transactionCount: transactions.count)
        for transaction in transactions where transaction.isChecked {
            checkedCount += 1
            if let lineID = transaction.lineID {
                byLine[lineID, default: .zero][transaction.kind] += transaction.amount
            } else {
                free[transaction.kind] += transaction.amount
            }
        }
    }
}
