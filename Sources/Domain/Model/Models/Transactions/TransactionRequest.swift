import Shared

/// A `tx add` as typed: references and values, resolved and validated by the service in one
/// transaction.
public struct TransactionRequest: Sendable, Equatable {
    public var budget: BudgetChoice
    /// `#ID` or a line name in that budget; nil for a free transaction.
    public var line: String?
    public var name: String
    public var amount: Money
    /// The kind asked for; an allocated transaction takes its line's (a contradiction is refused).
    public var kind: Kind?
    /// The date; nil is today, clamped into the budget's period.
    public var date: LocalDate?
    public var checked: Bool
    public var category: String?
    /// `--account NAME`; nil is the default account.
    public var account: String?
    /// `--currency CODE`: the amount as paid in another currency; `amount` is then ignored and
    /// computed at `rate`, or at the rate kept for the day (`rate set`).
    public var original: ForeignAmount?
    /// `--rate R`: what one unit of the original's currency is worth in the budget's.
    public var rate: ExchangeRate?
    /// The amount as typed with `--account`, read in that account's currency (dollars in a USD
    /// account); `amount` is then ignored.
    public var typed: TypedAmount?

    public init(
        budget: BudgetChoice, line: String? = nil, name: String, amount: Money, kind: Kind? = nil, date: LocalDate? = nil,
        checked: Bool = false, category: String? = nil, account: String? = nil, original: ForeignAmount? = nil,
        rate: ExchangeRate? = nil, typed: TypedAmount? = nil
    ) {
        self.budget = budget
        self.line = line
        self.name = name
        self.amount = amount
        self.kind = kind
        self.date = date
        self.checked = checked
        self.category = category
        self.account = account
        self.original = original
        self.rate = rate
        self.typed = typed
    }
}

/// What `tx add` made: the transaction, its budget's month and the line's name when allocated.
public struct AddedTransaction: Sendable, Equatable {
    public let transaction: Transaction
    public let month: YearMonth
    public let lineName: String?

    public init(transaction: Transaction, month: YearMonth, lineName: String?) {
        self.transaction = transaction
        self.month = month
        self.lineName = lineName
    }
}
