/// How to import: the source the import keys are made of when a row names no account (`--account`
/// as a `NameKey`; `notification:SOURCE` for pasted notifications), and the `--dry-run`,
/// `--keep-going` and `--no-create` choices.
public struct ImportRequest: Sendable {
    public var source: String
    public var dryRun: Bool
    public var keepGoing: Bool
    public var createBudgets: Bool

    public init(source: String, dryRun: Bool = false, keepGoing: Bool = false, createBudgets: Bool = true) {
        self.source = source
        self.dryRun = dryRun
        self.keepGoing = keepGoing
        self.createBudgets = createBudgets
    }
}
