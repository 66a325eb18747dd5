import Model
import PropertyBased
import Shared

/// A random budget for property tests: lines, transactions (free or allocated to any line,
/// of any kind) and a rollover.
struct RandomBudget: Sendable, CustomStringConvertible {
    var lines: [BudgetLine]
    var transactions: [Transaction]
    var rollover: Money

    var description: String {
        "lines \(lines.map { "\($0.id):\($0.kind.rawValue) \($0.amount)\($0.isChecked ? "✓" : "")" }) "
            + "txs \(transactions.map { "\($0.kind.rawValue) \($0.amount) → \($0.lineID.map(String.init) ?? "free")\($0.isChecked ? "✓" : "")" }) "
            + "rollover \(rollover)"
    }

    static let generator = zip(
        zip(Gen<Kind>.case, Gen.int64(in: 0...300_000), Gen.bool).array(of: 0...6),
        zip(Gen<Kind>.case, Gen.int64(in: 1...300_000), Gen.bool, Gen.int(in: -2...6), Gen.int(in: 1...31)).array(of: 0...10),
        Gen.int64(in: -1_000_000...1_000_000)
    ).map { specs in
        let lines = specs.0.enumerated().map { index, spec in
            BudgetLine(id: Int64(index + 1), budgetID: 1, name: "l\(index)", amount: Money(cents: spec.1), kind: spec.0, isChecked: spec.2)
        }
        let transactions = specs.1.enumerated().map { index, spec in
            let lineID: Int64? = (0..<lines.count).contains(spec.3) ? Int64(spec.3 + 1) : nil
            return Transaction(
                id: Int64(index + 1), budgetID: 1, lineID: lineID, name: "t\(index)", amount: Money(cents: spec.1),
                kind: spec.0, date: LocalDate(year: 2026, month: 3, day: spec.4), isChecked: spec.2)
        }
        return RandomBudget(lines: lines, transactions: transactions, rollover: Money(cents: specs.2))
    }

    var metrics: BudgetMetrics { BudgetFormulas.metrics(lines: lines, transactions: transactions, rollover: rollover) }

    /// The envelope rule of Docs/Domain.md §5.1 written out naively, as an independent reference.
    func referenceTotal(_ kinds: Set<Kind>) -> Money {
        var total = Money.zero
        for line in lines where kinds.contains(line.kind) {
            var consumed = Money.zero
            for transaction in transactions where transaction.lineID == line.id && kinds.contains(transaction.kind) {
                consumed += transaction.amount
            }
            total += consumed > line.amount ? consumed : line.amount
        }
        for transaction in transactions where transaction.lineID == nil && kinds.contains(transaction.kind) {
            total += transaction.amount
        }
        return total
    }
}
