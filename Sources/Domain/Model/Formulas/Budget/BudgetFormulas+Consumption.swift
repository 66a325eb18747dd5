import Shared

extension BudgetFormulas {
    /// The consumption of each line, in the order of `lines`. Example: Courses 600 with
    /// 250 + 180 + 220 allocated → allocated 650, available −50.
    public static func consumptions(lines: [BudgetLine], transactions: [Transaction]) -> [LineConsumption] {
        var allocatedByLine: [Int64: Money] = [:]
        for transaction in transactions {
            guard let lineID = transaction.lineID else { continue }
            allocatedByLine[lineID, default: .zero] += transaction.amount
        }
        return lines.map { LineConsumption(lineID: $0.id, planned: $0.amount, allocated: allocatedByLine[$0.id] ?? .zero) }
    }

    /// The consumption of one line: Σ of the transactions allocated to it.
    public static func consumption(of line: BudgetLine, transactions: [Transaction]) -> LineConsumption {
        let allocated = transactions.filter { $0.lineID == line.id }.sum(of: \.amount)
        return LineConsumption(lineID: line.id, planned: line.amount, allocated: allocated)
    }

    /// What a line shows as consumed, as the realized figures count it (Docs/Domain.md §5.3): a
    /// checked outflow line counts at least its amount, so it shows max(amount, allocated); a checked
    /// income line has no envelope, its amount counts and its transactions on top, so it shows
    /// amount + allocated; an unchecked line shows its allocated transactions.
    /// Examples: Rent 1850 checked, nothing allocated → 1850 (100 %); Salary 6500 checked, nothing
    /// allocated → 6500 (100 %), with a 200 bonus allocated → 6700 (103 %).
    public static func shownConsumption(of line: BudgetLine, _ consumption: LineConsumption) -> LineConsumption {
        guard line.isChecked else { return consumption }
        let shown = line.kind == .income ? line.amount + consumption.allocated : max(line.amount, consumption.allocated)
        return LineConsumption(lineID: line.id, planned: line.amount, allocated: shown)
    }

    /// The expense lines whose available is below zero, largest overrun first (ties keep line
    /// order). Example: overruns of 50 and 120 → [120, 50]. Saving and income lines never drift.
    public static func driftingLines(lines: [BudgetLine], transactions: [Transaction]) -> [LineConsumption] {
        let consumptions = consumptions(lines: lines, transactions: transactions)
        let drifting = zip(lines, consumptions).enumerated().filter { $0.element.0.kind == .expense && $0.element.1.available.isNegative }
        return
            drifting
            .sorted { ($0.element.1.overrun, -$0.offset) > ($1.element.1.overrun, -$1.offset) }
            .map(\.element.1)
    }
}
