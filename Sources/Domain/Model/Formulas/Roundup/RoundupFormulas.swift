import Shared

/// Round-ups: every expense rounded up to the next multiple of a unit, the difference saved.
public enum RoundupFormulas {
    /// What takes `amount` up to the next multiple of `unit` whole units of the currency; an exact
    /// multiple gives 0.
    /// Example: 12.30 → 0.70 (unit 1), 2.70 (unit 5), 7.70 (unit 10); 20.00 → 0.00.
    public static func roundUp(_ amount: Money, unit: RoundupUnit) -> Money {
        let step = Money(units: Int64(unit.rawValue)).cents
        let remainder = amount.cents.magnitude % UInt64(step)
        return remainder == 0 ? .zero : Money(cents: step - Int64(remainder))
    }

    /// The round-ups of the expenses among `transactions`, in the order given; other kinds are left out.
    /// Example: expenses 12.30 and 4.00 with unit 1 → 0.70 and 0.00.
    public static func items(_ transactions: [Transaction], unit: RoundupUnit) -> [RoundupItem] {
        transactions.filter { $0.kind == .expense }
            .map { RoundupItem(transaction: $0, roundUp: roundUp($0.amount, unit: unit)) }
    }
}
