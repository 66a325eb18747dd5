import Shared

extension Money {
    /// The same amount in minor units of a currency of `to` decimals, read as one of `from` decimals;
    /// nil when it has decimals the other has not. A statement's amounts are read in the budget's
    /// decimals and brought to its account's this way.
    /// Example: 150000 (1'500.00) from 2 to 0 → 1500 (JPY 1'500); 150050 from 2 to 0 → nil; 1250 from 2 to 3 → 12500.
    public func rescaled(from: Int, to: Int) -> Money? {
        let powers: [Int64] = [1, 10, 100, 1000]
        guard (0...3).contains(from), (0...3).contains(to) else { return nil }
        if to >= from {
            let (product, overflow) = cents.multipliedReportingOverflow(by: powers[to - from])
            return overflow ? nil : Money(cents: product)
        }
        let divisor = powers[from - to]
        guard cents % divisor == 0 else { return nil }
        return Money(cents: cents / divisor)
    }
}
