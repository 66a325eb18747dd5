import Model

/// What a statement reader found in a file once it has read it: its format as printed
/// (`camt.053`, `OFX`, `QIF`, `MT940`), the account it names (nil when it names none), and how
/// many entries it passed on (as rows or problems, each as soon as it was read), and its closing balance.
struct StatementRead {
    var format: String
    var account: String?
    var entries: Int
    /// The balance the file states at its end, when it states one.
    var closing: StatementBalance? = nil
}

/// Where a reader passes each entry as it reads it (the import places it at once).
typealias StatementEmit = (ImportInput) throws -> Void
