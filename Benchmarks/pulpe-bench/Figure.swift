/// One thing measured: a pulpe invocation on a database of a given size, or the anchor beside
/// it: another tool doing the same job in the same run (`sqlite3`, `hledger`).
struct Figure {
    /// A short name for `--only`: version, list, show, txlist, txpage, txcategory, txsearch, txsearch-all, txjson, report-year, report-months, report-all, dashboard, accounts, account-show, reconcile, startup, add, add-atomic.
    /// An anchor has the key of the figure it stands beside, so `--only` takes both.
    let key: String
    /// What it measures: `budget list`, `tx add script --atomic`, …
    let name: String
    /// The data it runs on, for the table: `10k`, `1M`, `empty`, `1 budget`.
    let data: String
    /// The database it reads, or copies first when `freshCopy`.
    let database: String
    /// pulpe's arguments after `--db PATH --today DATE`; an anchor's whole arguments, where
    /// `{db}` stands for the run's database.
    let arguments: [String]
    /// True for writes: each run starts from a fresh copy of `database`.
    let freshCopy: Bool
    /// The number of commands (or rows) the run handles, for the rate per second.
    let commands: Int?
    /// What the figure must reach (README, "Speed"): checked against the last binary's runs.
    var targets: [Target] = []
    /// Set on an anchor's row: the tool's name and its executable (it runs once, whatever `--compare` says).
    var anchor: (tool: String, executable: String)? = nil

    /// The date pulpe takes as today in every run: inside the month shown.
    static let today = "2026-06-15"

    /// Whether `other` is an anchor of this figure.
    func isAnchored(by other: Figure) -> Bool { other.anchor != nil && anchor == nil && other.key == key && other.data == data }
}
