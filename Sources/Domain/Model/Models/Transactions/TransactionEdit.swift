import Shared

/// A `tx set` as typed: the fields to change (nil leaves one as it is), resolved and checked by the
/// service in the transaction that writes.
/// Example: `tx set #11 --date 2026-12-28` is `TransactionEdit(date: 2026-12-28)`: it moves #11 to
/// the budget of 2026-12-28's period when its own period does not hold that day.
public struct TransactionEdit: Sendable, Equatable {
    public var name: String?
    public var amount: Money?
    /// A new date; one outside the transaction's period moves it to the budget of that date.
    public var date: LocalDate?
    /// `#ID` or a line name in the budget the transaction ends in, or `none` to make it free.
    public var line: String?
    /// A new kind; a line of another kind is left (the transaction becomes free) unless `line` names one.
    public var kind: Kind?
    /// `.some(nil)` clears the category (`--category ""`).
    public var category: String??
    /// The budget the transaction is to be in; another than its own moves it there.
    public var budget: YearMonth?
    /// The account it is to be in (a name or `#ID`).
    public var account: String?

    public init(
        name: String? = nil, amount: Money? = nil, date: LocalDate? = nil, line: String? = nil, kind: Kind? = nil,
        category: String?? = nil, budget: YearMonth? = nil, account: String? = nil
    ) {
        self.name = name
        self.amount = amount
        self.date = date
        self.line = line
        self.kind = kind
        self.category = category
        self.budget = budget
        self.account = account
    }
}
