import Shared

/// How to import: the source the import keys are made of when a row names no account (`--account`
/// as a `NameKey`; `notification:SOURCE` for pasted notifications), and the `--dry-run`,
/// `--keep-going` and `--no-create` choices; `account` is the account the rows go to (`--account`,
/// a name or `#ID`), nil for the account the file's number names, else the default one.
public struct ImportRequest: Sendable {
    public var source: String
    public var account: String?
    public var dryRun: Bool
    public var keepGoing: Bool
    public var createBudgets: Bool
    /// Whether movements that are transfers between the user's accounts are made transfers
    /// (false: they are only offered in the outcome).
    public var pairTransfers: Bool
    /// Whether the imported rows are marked as on the bank statement (`--checked`): an import
    /// of the statement itself needs no second pass of `tx check`.
    public var checked: Bool
    /// What each row keeps as its `tx.source` (`TransactionSource`): `import camt`, `notification twint`.
    public var origin: String

    /// Whether the import keys are made of the account the rows go to, as a file's are (not of a
    /// notification source): then the other ways of naming that account are looked up too.
    public var keysByAccount: Bool { source == NameKey.make(account ?? "") }

    public init(
        source: String, account: String? = nil, dryRun: Bool = false, keepGoing: Bool = false, createBudgets: Bool = true,
        pairTransfers: Bool = false, checked: Bool = false, origin: String = TransactionSource.file(format: "file")
    ) {
        self.origin = origin
        self.checked = checked
        self.pairTransfers = pairTransfers
        self.source = source
        self.account = account
        self.dryRun = dryRun
        self.keepGoing = keepGoing
        self.createBudgets = createBudgets
    }
}
