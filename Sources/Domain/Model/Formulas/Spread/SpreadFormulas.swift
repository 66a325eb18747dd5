import Shared

/// Spreading one amount over several months (Docs/Domain.md §7).
public enum SpreadFormulas {
    /// The most months a spread may cover (Docs/Commands.md §9, `line spread`).
    public static let maximumMonths = 120

    /// Splits `total` into `parts` exact slices: ⌊cents / parts⌋ each, the first `cents mod parts`
    /// get one more cent. Throws when total ≤ 0, parts < 1 or total < parts cents.
    /// Example: 800.00 / 3 → 266.67, 266.67, 266.66.
    public static func splitTotalPreserving(_ total: Money, parts: Int) throws(SpreadError) -> [Money] {
        guard parts >= 1 else { throw .tooFewParts(parts) }
        guard total.cents > 0 else { throw .nonPositiveTotal(total) }
        guard total.cents >= Int64(parts) else { throw .totalBelowParts(total, parts: parts) }
        return split(total, parts: parts)
    }

    /// The same split without validation, for totals ≥ 0 (zero gives zeros) and parts ≥ 0.
    static func split(_ total: Money, parts: Int) -> [Money] {
        guard parts > 0 else { return [] }
        let count = Int64(parts)
        let base = Rounding.floorDivision(total.cents, count)
        let extra = total.cents - base * count
        return (0..<count).map { Money(cents: base + ($0 < extra ? 1 : 0)) }
    }

    /// The slices of a spread from `start` over `months` consecutive budget months.
    /// Example: 1000.00 from 2026-01 over 6 in total mode → 166.67 ×4 then 166.66 ×2;
    /// in perMonth mode → 1000.00 in each month.
    public static func slices(
        of amount: Money, from start: YearMonth, months: Int, mode: SpreadMode = .total
    ) throws(SpreadError) -> [MonthAmount] {
        guard months <= maximumMonths else { throw .tooManyParts(months, maximum: maximumMonths) }
        let amounts: [Money]
        switch mode {
        case .total:
            amounts = try splitTotalPreserving(amount, parts: months)
        case .perMonth:
            guard months >= 1 else { throw .tooFewParts(months) }
            guard amount.cents > 0 else { throw .nonPositiveTotal(amount) }
            amounts = Array(repeating: amount, count: months)
        }
        return amounts.enumerated().map { MonthAmount(month: start.adding(months: $0.offset), amount: $0.element) }
    }
}
