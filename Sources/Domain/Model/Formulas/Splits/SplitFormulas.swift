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
                if transaction.splitOf == nil {
                    // The first part arrives after a later one: it names the movement.
                    var named = transaction
                    named.amount = first.amount
                    first = named
                }
                joined[key] = first
            } else {
                order.append(key)
                joined[key] = transaction
            }
        }
        return order.compactMap { joined[$0] }
    }
}
