import Shared

/// Where money is: a bank account, a card, cash. Every transaction belongs to one; its balance is
/// kept as sums (`AccountFormulas.balance`), never summed at each read.
public struct Account: Sendable, Equatable, Identifiable {
    /// The account every database starts with, "Main": the one an earlier release's rows belong to.
    public static let mainID: Int64 = 1

    public let id: Int64
    public var name: String
    public var kind: AccountKind
    /// The bank's number for it (an IBAN, an OFX account id), spaces removed: statements that name
    /// their account are matched by it.
    public var number: String?
    /// The currency it holds when it is not the budget's (a USD account in a CHF budget); nil: the
    /// budget's. Its opening, sums, reconciliation and transfers in are in this currency's minor units.
    public var currency: Currency?
    /// What it held before its first transaction here, as an asset (a card's debt is negative).
    public var opening: Money
    public var openingDate: LocalDate?
    /// Closed accounts keep their history and take no new transaction.
    public var closedOn: LocalDate?
    /// The last `account reconcile` that agreed: its date and the bank's balance then.
    public var reconciledOn: LocalDate?
    public var reconciledBalance: Money?
    /// Every transaction's effect (income in, expense and saving out), the checked ones', and the
    /// transfers' (in less out): the schema's triggers keep them.
    public var transactionSum: Money
    public var checkedSum: Money
    public var transferSum: Money

    public init(
        id: Int64, name: String, kind: AccountKind = .checking, number: String? = nil, currency: Currency? = nil,
        opening: Money = .zero,
        openingDate: LocalDate? = nil, closedOn: LocalDate? = nil, reconciledOn: LocalDate? = nil, reconciledBalance: Money? = nil,
        transactionSum: Money = .zero, checkedSum: Money = .zero, transferSum: Money = .zero
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.number = number
        self.currency = currency
        self.opening = opening
        self.openingDate = openingDate
        self.closedOn = closedOn
        self.reconciledOn = reconciledOn
        self.reconciledBalance = reconciledBalance
        self.transactionSum = transactionSum
        self.checkedSum = checkedSum
        self.transferSum = transferSum
    }

    public var isClosed: Bool { closedOn != nil }
}
