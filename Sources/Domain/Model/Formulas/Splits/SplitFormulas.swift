import Shared

/// The rules of split transactions (Docs/Domain.md §12, "Split transactions"): the parts of one
/// bank movement share its date, account and direction and add up to its amount.
///
/// Example: Migros 82.40 split as Groceries 62.40 + Household 20.00 → two rows, #5 (62.40, the
/// first part, with the bank's details) and #12 (20.00, `splitOf` #5); total 82.40.
public enum SplitFormulas {
    /// What the parts add up to.
    public static func total(_ parts: [Transaction]) -> Money { parts.reduce(.zero) { $0 + $1.amount } }

    /// How far `parts` are from `total`: positive when the parts give more than moved.
    /// Example: total 82.40, parts 62.40 + 15.00 → −5.00 (5.00 short).
    public static func difference(total: Money, parts: [SplitPart]) -> Money {
        parts.reduce(.zero) { $0 + $1.amount } - total
    }

    /// The movement's amount paid in another currency, shared as its amount is: the later parts
    /// pay their shares, rounded half up on their running sum (so together they never pass the
    /// whole), and the first part the rest, so the parts add up to the whole. A share that rounds
    /// to nothing is nil (no foreign amount).
    /// Example: 100.00 USD paid as 88.12 francs, split 50.00 + 38.12 → 56.74 USD for the first
    /// part (the rest) and 43.26 USD for the second (10'000 × 3'812 / 8'812 = 4'325.9 → 4'326).
    public static func originalShares(_ original: ForeignAmount, total: Money, parts: [Money]) -> [ForeignAmount?] {
        guard total.cents > 0, !parts.isEmpty else { return parts.map { _ in nil } }
        let whole = original.amount.cents.magnitude
        let amount = total.cents.magnitude
        // round(whole × running ÷ amount), for each running sum of the later parts.
        func rounded(_ running: UInt64) -> UInt64 {
            let (quotient, remainder) = amount.dividingFullWidth(whole.multipliedFullWidth(by: min(running, amount)))
            return remainder * 2 >= amount ? quotient + 1 : quotient
        }
        var running: UInt64 = 0
        var before: UInt64 = 0
        let later = parts.dropFirst().map { part -> UInt64 in
            running += part.cents.magnitude
            let upTo = min(rounded(running), whole)
            defer { before = upTo }
            return upTo - before
        }
        let rest = whole - later.reduce(0, +)
        return ([rest] + later).map { cents in
            cents == 0 ? nil : ForeignAmount(amount: Money(cents: Int64(cents)), currency: original.currency)
        }
    }

    /// The foreign amount of a whole movement: its parts' summed, when they were paid in one currency.
    /// Example: 56.74 USD + 43.26 USD → 100.00 USD; no part paid in another currency → nil.
    public static func original(of parts: [Transaction]) -> ForeignAmount? {
        guard let currency = parts.lazy.compactMap(\.original).first?.currency,
            parts.allSatisfy({ $0.original == nil || $0.original?.currency == currency })
        else { return nil }
        let cents = parts.reduce(Int64(0)) { $0 + ($1.original?.amount.cents ?? 0) }
        return ForeignAmount(amount: Money(cents: cents), currency: currency)
    }

    /// Whether a part of `kind` may share a movement of `movement`'s kind: income with income only;
    /// expense and saving, both money going out, with each other.
    /// Example: an expense movement may have a saving part (20.00 of a shop's bill put aside), never an income part.
    public static func sameDirection(_ kind: Kind, _ movement: Kind) -> Bool { (kind == .income) == (movement == .income) }

    /// Each movement once: the parts of a split joined into their first part (its id, name and
    /// date, their summed amount), in the order the first parts come. Round-ups count a purchase
    /// once whatever lines it was shared by.
    /// Example: #5 Migros 62.40, #9 Coop 4.10, #12 Migros 20.00 (part of #5) → #5 Migros 82.40, #9 Coop 4.10.
    public static func movements(_ transactions: [Transaction]) -> [Transaction] {
        var order: [Int64] = []
        var joined: [Int64: Transaction] = [:]
        for transaction in transactions {
            let key = transaction.splitOf ?? transaction.id
            if var first = joined[key] {
                first.amount = first.amount + transaction.amount
                let original = original(of: [first, transaction])
                if transaction.splitOf == nil {
                    // The first part arrives after a later one: it names the movement.
                    var named = transaction
                    named.amount = first.amount
                    first = named
                }
                first.original = original
                joined[key] = first
            } else {
                order.append(key)
                joined[key] = transaction
            }
        }
        return order.compactMap { joined[$0] }
    }
}
