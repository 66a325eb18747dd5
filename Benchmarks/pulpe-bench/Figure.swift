/// One thing measured: a pulpe invocation on a database of a given size.
struct Figure {
    /// A short name for `--only`: list, show, txlist, txpage, txcategory, txsearch, txsearch-all, txjson, report-year, report-all, dashboard, accounts, account-show, reconcile, startup, add, add-atomic.
    let key: String
    /// What it measures: `budget list`, `tx add script --atomic`, …
    let name: String
    /// The data it runs on, for the table: `10k`, `1M`, `empty`, `1 budget`.
    let data: String
    /// The database it reads, or copies first when `freshCopy`.
    let database: String
    /// pulpe's arguments after `--db PATH --today DATE`.
    let arguments: [String]
    /// True for writes: each run starts from a fresh copy of `database`.
    let freshCopy: Bool
    /// The number of commands the run executes, for commands per second.
    let commands: Int?
    /// The most its median may take, in milliseconds, when the figure has a target.
    var targetMilliseconds: Double? = nil

    /// The date pulpe takes as today in every run: inside the month shown.
    static let today = "2026-06-15"
}
