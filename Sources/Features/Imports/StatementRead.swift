import Model

/// What a statement reader found in a file: its format as printed (`camt.053`, `OFX`, `QIF`,
/// `MT940`), the account it names (nil when it names none), and its entries as rows or problems.
struct StatementRead {
    var format: String
    var account: String?
    var inputs: [ImportInput]
}
