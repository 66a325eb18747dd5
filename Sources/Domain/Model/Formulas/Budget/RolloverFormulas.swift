import Shared

/// The rollover chain across months (Docs/Domain.md §5.6).
public enum RolloverFormulas {
    /// Rollover of each budget, given the month deltas in period order: the sum of all earlier
    /// deltas, from `start` (0, or the accounts' openings: Docs/Domain.md §12).
    /// Example: deltas [500, 400, −100] → rollovers [0, 500, 900]; from 1'000: [1'000, 1'500, 1'900].
    public static func rollovers(monthDeltas: [Money], start: Money = .zero) -> [Money] {
        var running = start
        return monthDeltas.map { delta in
            defer { running += delta }
            return running
        }
    }

    /// remaining(B) = rollover(B) + delta(B): the cumulative balance through each budget.
    public static func remainings(monthDeltas: [Money]) -> [Money] {
        var running = Money.zero
        return monthDeltas.map { delta in
            running += delta
            return running
        }
    }
}
