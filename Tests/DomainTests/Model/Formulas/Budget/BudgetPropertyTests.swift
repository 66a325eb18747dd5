import Model
import PropertyBased
import Shared
import Testing

@Suite struct BudgetPropertyTests {
    @Test func availableIsIncomePlusRollover() async {
        await propertyCheck(input: RandomBudget.generator) { budget in
            let income = budget.referenceTotal([.income])
            #expect(budget.metrics.totalIncome == income)
            #expect(budget.metrics.available == income + budget.rollover)
        }
    }

    @Test func endingBalanceIsAvailableMinusExpenses() async {
        await propertyCheck(input: RandomBudget.generator) { budget in
            let expenses = budget.referenceTotal([.expense, .saving])
            #expect(budget.metrics.totalExpenses == expenses)
            #expect(budget.metrics.totalSavings == budget.referenceTotal([.saving]))
            #expect(budget.metrics.endingBalance == budget.referenceTotal([.income]) + budget.rollover - expenses)
            #expect(BudgetFormulas.validateMetricsCoherence(budget.metrics))
        }
    }

    @Test func checkedPlusCommittedPlusRemainingIsAvailable() async {
        await propertyCheck(input: RandomBudget.generator) { budget in
            let realized = BudgetFormulas.realized(lines: budget.lines, transactions: budget.transactions, rollover: budget.rollover)
            let hero = BudgetFormulas.dashboard(metrics: budget.metrics, realized: realized)
            #expect(hero.checked + hero.committed + hero.remaining == budget.metrics.available)
            #expect(realized.expenses <= budget.metrics.totalExpenses)
        }
    }

    @Test func checkingOrUncheckingNeverChangesPlannedTotals() async {
        await propertyCheck(input: RandomBudget.generator, Gen.int(in: 0...Int.max)) { budget, mask in
            var toggled = budget
            for index in toggled.lines.indices where mask >> (index % 60) & 1 == 1 { toggled.lines[index].isChecked.toggle() }
            for index in toggled.transactions.indices where mask >> ((index + 7) % 60) & 1 == 1 {
                toggled.transactions[index].isChecked.toggle()
            }
            #expect(toggled.metrics == budget.metrics)
            #expect(
                BudgetFormulas.monthDelta(lines: toggled.lines, transactions: toggled.transactions)
                    == BudgetFormulas.monthDelta(lines: budget.lines, transactions: budget.transactions))
        }
    }

    @Test func anAllocatedTransactionWithinItsLineLeavesPlannedTotalsUnchanged() async {
        await propertyCheck(input: RandomBudget.generator, Gen.int(in: 0...100), Gen.int64(in: 0...Int64.max)) { budget, pick, draw in
            guard !budget.lines.isEmpty else { return }
            let line = budget.lines[pick % budget.lines.count]
            // Every filter that counts the line's kind: outflow lines also consume the other outflow kind.
            let consumed = budget.transactions.filter { $0.lineID == line.id && $0.kind.isOutflow == line.kind.isOutflow }
                .sum(of: \.amount)
            let room = line.amount.cents - consumed.cents
            guard room >= 1 else { return }
            var added = budget
            added.transactions.append(
                Transaction(
                    id: 999, budgetID: 1, lineID: line.id, name: "new", amount: Money(cents: 1 + draw % room),
                    kind: line.kind, date: LocalDate(year: 2026, month: 3, day: 1)))
            #expect(added.metrics == budget.metrics)
        }
    }

    @Test func rolloverOfABudgetIsTheRemainingOfTheOneBefore() async {
        await propertyCheck(input: Gen.int64(in: -500_000...500_000).array(of: 0...24)) { cents in
            let deltas = cents.map(Money.init(cents:))
            let rollovers = RolloverFormulas.rollovers(monthDeltas: deltas)
            let remainings = RolloverFormulas.remainings(monthDeltas: deltas)
            #expect(rollovers.first ?? .zero == .zero)
            for index in deltas.indices.dropFirst() { #expect(rollovers[index] == remainings[index - 1]) }
            for index in deltas.indices { #expect(remainings[index] == rollovers[index] + deltas[index]) }
        }
    }

    @Test func balanceTrajectoryEndsOnTheHeroFigure() async {
        await propertyCheck(input: RandomBudget.generator) { budget in
            let period = PeriodFormulas.period(of: YearMonth(year: 2026, month: 3), payDay: nil)
            let points = BudgetFormulas.balanceTrajectory(
                lines: budget.lines, transactions: budget.transactions, rollover: budget.rollover,
                period: period, today: LocalDate(year: 2026, month: 4, day: 2))
            #expect(points.count == 32)
            #expect(points.last?.remaining == budget.metrics.remaining)
            #expect(
                points.first?.remaining
                    == BudgetFormulas.metrics(lines: budget.lines, transactions: [], rollover: budget.rollover).remaining)
        }
    }
}
