import Model
import Shared

/// How a transaction is named in every table that lists transactions (`tx list`, `budget show`, `line show`).
public enum TransactionText {
    /// The name, with what a later part of a split belongs to and the amount paid in another
    /// currency, dimmed: `Amazon (45.00 USD)`, `Migros (part of #12)`.
    public static func name(of tx: Transaction, style: ScreenStyle) -> String {
        var name = tx.name
        if let first = tx.splitOf { name += style.styler.dim(" (part of #\(first))") }
        if let original = tx.original { name += style.styler.dim(" (\(original.formatted))") }
        return name
    }
}
