import Model
import Shared

/// A `budget_line` row read as an envelope for the formula library.
enum EnvelopeRow {
    /// A line row `(kind, amount, consumed)` as an envelope; allocation forces the same kind.
    /// Example: `('expense', 60000, 65000)` is an expense envelope of 600.00 with 650.00 consumed.
    static func envelope(kind rawKind: String, amount: Int64, consumed: Int64) -> Envelope {
        let kind = Kind(rawValue: rawKind) ?? .expense
        var sums = KindSums.zero
        sums[kind] = Money(cents: consumed)
        return Envelope(kind: kind, amount: Money(cents: amount), consumed: sums)
    }
}
