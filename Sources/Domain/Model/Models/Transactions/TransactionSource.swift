/// The words `tx.source` holds: where a transaction came from (Docs/Domain.md, "Where a transaction
/// came from"). Example: `import csv ubs` for a row of a CSV file read with the saved layout `ubs`.
public enum TransactionSource {
    /// Made by a command: `tx add`, a favourite, a split's part, a goal's withdrawal.
    public static let typed = "typed"
    /// What a report shows for a row written before pulpe kept its source.
    public static let unknown = "unknown"

    /// `notification`, or `notification twint` for `--source twint`.
    public static func notification(_ source: String?) -> String {
        source.map { "notification " + $0 } ?? "notification"
    }

    /// `import camt`, or `import csv ubs` for a CSV read with the saved layout `ubs`.
    public static func file(format: String, profile: String? = nil) -> String {
        "import " + format + (profile.map { " " + $0 } ?? "")
    }
}
