/// What deleting a budget takes with it, said before and after: its lines, its transactions (a
/// split counted once), how many of them were checked against the bank, the transfers whose saving
/// side it holds, and the accounts whose balances those moved.
/// Example: 2026-12 with Salary, Rent and a transfer Main → Savings on its saving line →
/// 3 lines, 3 transactions (1 checked), 1 transfer, accounts Main and Savings.
public struct BudgetContents: Sendable, Equatable {
    public var lines: Int
    public var transactions: Int
    public var checked: Int
    public var transfers: Int
    /// The accounts' names, in the order of their ids.
    public var accounts: [String]

    public init(lines: Int, transactions: Int, checked: Int, transfers: Int, accounts: [String]) {
        self.lines = lines
        self.transactions = transactions
        self.checked = checked
        self.transfers = transfers
        self.accounts = accounts
    }

    public var isEmpty: Bool { lines == 0 && transactions == 0 }
}
