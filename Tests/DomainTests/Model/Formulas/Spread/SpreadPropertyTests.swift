import Model
import PropertyBased
import Shared
import TestSupport
import Testing

@Suite struct SpreadPropertyTests {
    @Test func aSplitSumsExactlyAndIsNonIncreasing() async throws {
        await propertyCheck(input: Gen.int64(in: 1...100_000_000_000), Gen.int(in: 1...120)) { cents, parts in
            guard cents >= Int64(parts) else { return }
            let slices = try SpreadFormulas.splitTotalPreserving(Money(cents: cents), parts: parts)
            #expect(slices.count == parts)
            #expect(Money.sum(slices) == Money(cents: cents))
            #expect(zip(slices, slices.dropFirst()).allSatisfy { $0 >= $1 })
            #expect(slices[0].cents - slices[parts - 1].cents <= 1)
            #expect(slices[parts - 1].cents >= 1)
        }
    }

    @Test func goalMonthAllocationKeepsCheckedLinesAndSumsToTheTotal() async {
        let lineSpecs = zip(Gen.int64(in: 0...200_000), Gen.bool).array(of: 1...6)
        await propertyCheck(input: lineSpecs, Gen.int64(in: 0...2_000_000)) { specs, total in
            let lines = specs.enumerated().map {
                GoalLinkedLine(
                    id: Int64($0.offset), month: YearMonth(year: 2026, month: 6), amount: Money(cents: $0.element.0),
                    isChecked: $0.element.1)
            }
            let result = GoalPlanFormulas.allocateMonthAmountToLines(Money(cents: total), lines: lines)
            let checked = lines.filter(\.isChecked).sum(of: \.amount)
            #expect(result.count == lines.count)
            #expect(zip(lines, result).allSatisfy { !$0.isChecked || $0.amount == $1 })
            #expect(result.allSatisfy { $0.cents >= 0 })
            if lines.contains(where: { !$0.isChecked }) {
                #expect(Money.sum(result) == max(Money(cents: total), checked))
            }
        }
    }

    @Test func redistributionThenSimulationReachesTheTargetExactly() async throws {
        await propertyCheck(input: Gen.int64(in: 500_001...10_000_000), Gen.int64(in: 0...500_000)) { target, withdrawn in
            let goal = ExampleD.goal(target: Money(cents: target).plainDecimal)
            let snapshot = ExampleD.snapshot(goal, withdrawals: [GoalWithdrawal(month: month("2026-04"), amount: Money(cents: withdrawn))])
            let plan = GoalPlanFormulas.timeline(
                snapshot, today: ExampleD.today, payDay: nil,
                budgetMonths: [], canCreateBudgets: true)
            let amounts = try GoalPlanFormulas.redistribute(plan)
            let simulation = try GoalPlanFormulas.simulate(
                plan, adjustments: Dictionary(uniqueKeysWithValues: amounts.map { ($0.month, $0.amount) }))
            #expect(simulation.finalAmount == Money(cents: target))
            #expect(simulation.attainedPeriod == month("2026-12"))
        }
    }
}
