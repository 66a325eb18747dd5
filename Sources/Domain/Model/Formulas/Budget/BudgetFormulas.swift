import Shared

/// The formulas of one budget (Docs/Domain.md §5.1–§5.3, §5.5). Pure: inputs in, numbers out.
public enum BudgetFormulas {
    /// The lines of a budget as envelopes, with what their transactions consumed per kind.
    public static func envelopes(lines: [BudgetLine], transactions: [Transaction]) -> [Envelope] {
        var consumedByLine: [Int64: KindSums] = [:]
        for transaction in transactions {
            guard let lineID = transaction.lineID else { continue }
            consumedByLine[lineID, default: .zero][transaction.kind] += transaction.amount
        }
        return lines.map { Envelope(kind: $0.kind, amount: $0.amount, consumed: consumedByLine[$0.id] ?? .zero) }
    }

    /// The sums per kind of the free (unallocated) transactions.
    public static func freeSums(_ transactions: [Transaction]) -> KindSums {
        var sums = KindSums.zero
        for transaction in transactions where transaction.isFree { sums[transaction.kind] += transaction.amount }
        return sums
    }

    /// total_K = Σ max(line amount, its consumption of kinds in K) + Σ free transactions in K.
    /// Example: Courses 600 with 650 allocated counts 650; a free 80 counts 80.
    public static func total(_ filter: KindFilter, envelopes: [Envelope], free: KindSums) -> Money {
        var total = free.total(filter)
        for envelope in envelopes where filter.contains(envelope.kind) {
            total += max(envelope.amount, envelope.consumed.total(filter))
        }
        return total
    }

    /// The four envelope totals (income, outflows, savings, expenses).
    public static func totals(envelopes: [Envelope], free: KindSums) -> EnvelopeTotals {
        EnvelopeTotals(
            income: total(.income, envelopes: envelopes, free: free),
            outflows: total(.outflow, envelopes: envelopes, free: free),
            savings: total(.saving, envelopes: envelopes, free: free),
            expenses: total(.expense, envelopes: envelopes, free: free)
        )
    }

    /// The envelope totals of a budget's lines and transactions. Check state is ignored.
    public static func totals(lines: [BudgetLine], transactions: [Transaction]) -> EnvelopeTotals {
        totals(envelopes: envelopes(lines: lines, transactions: transactions), free: freeSums(transactions))
    }

    /// available = income + rollover; endingBalance = remaining = available − expenses.
    public static func metrics(lines: [BudgetLine], transactions: [Transaction], rollover: Money) -> BudgetMetrics {
        BudgetMetrics(totals: totals(lines: lines, transactions: transactions), rollover: rollover)
    }

    /// The month's own delta, income − outflows with rollover 0: what is persisted (§5.6).
    public static func monthDelta(lines: [BudgetLine], transactions: [Transaction]) -> Money {
        totals(lines: lines, transactions: transactions).monthDelta
    }

    /// Realized figures from checked items: a checked line counts at least its amount, an
    /// unchecked line only its checked transactions; income has no envelope.
    public static func realized(lines: [BudgetLine], transactions: [Transaction], rollover: Money) -> RealizedMetrics {
        realized(lines: lines, checked: CheckedSums(transactions), rollover: rollover)
    }

    /// The same from the checked sums the database keeps.
    /// Example: Groceries 600 unchecked with 82.40 checked, Rent 1800 checked, a free Cinema 30
    /// checked → expenses 82.40 + 1800 + 30 = 1912.40.
    public static func realized(lines: [BudgetLine], checked: CheckedSums, rollover: Money) -> RealizedMetrics {
        var income = checked.free.income + checked.byLine.values.reduce(Money.zero) { $0 + $1.income }
        var expenses = checked.free.total(.outflow)
        var savings = checked.free.saving
        for line in lines {
            let lineChecked = checked.byLine[line.id] ?? .zero
            if line.kind == .income {
                if line.isChecked { income += line.amount }
                continue
            }
            expenses += realizedAmount(line, consumed: lineChecked.total(.outflow))
            if line.kind == .saving { savings += realizedAmount(line, consumed: lineChecked.saving) }
        }
        let checkedItems = lines.count { $0.isChecked } + checked.checkedCount
        return RealizedMetrics(
            income: income, expenses: expenses, balance: income - expenses + rollover, savings: savings,
            checkedItems: checkedItems, totalItems: lines.count + checked.transactionCount
        )
    }

    /// A checked line counts max(amount, checked consumption); an unchecked one its checked consumption.
    static func realizedAmount(_ line: BudgetLine, consumed: Money) -> Money {
        line.isChecked ? max(line.amount, consumed) : consumed
    }

    /// totalExpenses / available × 100 in hundredths of a percent, half-up; 0 when available ≤ 0.
    /// Example: 4200 / 6650 → 6316 (63.16 %).
    public static func usageBasisPoints(_ metrics: BudgetMetrics) -> Int64 {
        guard metrics.available.cents > 0, metrics.totalExpenses.cents >= 0 else { return 0 }
        return Rounding.divide(metrics.totalExpenses.cents, times: 10_000, by: metrics.available.cents, .halfUp)
    }

    /// deficit when remaining < 0; tight when expenses ≥ 80 % of available (100 % included);
    /// else comfortable. Example: 4000 of 5000 → tight, 3999.99 of 5000 → comfortable.
    public static func healthState(_ metrics: BudgetMetrics) -> HealthState {
        if metrics.remaining.cents < 0 { return .deficit }
        guard metrics.available.cents > 0 else { return .comfortable }
        let expenses = Int128(metrics.totalExpenses.cents)
        let available = Int128(metrics.available.cents)
        return expenses * 5 >= available * 4 ? .tight : .comfortable
    }
}
