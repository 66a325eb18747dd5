import Model
import Shared
import TestSupport
import Testing

@Suite struct BudgetFormulasConsumptionTests {
    @Test func exampleACoursesIsOverBudgetByFifty() {
        let consumptions = BudgetFormulas.consumptions(lines: ExampleA.lines, transactions: ExampleA.transactions)
        #expect(consumptions.map(\.lineID) == [1, 2, 3, 4])
        #expect(consumptions[2].allocated == money("650"))
        #expect(consumptions[2].available == money("-50"))
        #expect(consumptions[2].percentageBasisPoints == 10833)
        #expect(consumptions[2].isOverBudget)
        #expect(consumptions[3].allocated == money("500"))
        #expect(consumptions[0].allocated == .zero)
    }

    @Test func consumptionCountsEveryKindAndCheckState() {
        let single = BudgetFormulas.consumption(
            of: line(7, .expense, "100"),
            transactions: [tx(1, .expense, "10", line: 7), tx(2, .income, "5", line: 7, checked: true), tx(3, .expense, "99", line: 8)]
        )
        #expect(single.allocated == money("15"))
        #expect(single.available == money("85"))
    }

    @Test func driftingLinesAreExpenseLinesSortedByLargestOverrun() {
        let lines = [
            line(1, .expense, "100"), line(2, .expense, "100"), line(3, .saving, "100"),
            line(4, .expense, "100"), line(5, .expense, "100"), line(6, .income, "100"),
        ]
        let transactions = [
            tx(1, .expense, "150", line: 1),
            tx(2, .expense, "220", line: 2),
            tx(3, .saving, "900", line: 3),
            tx(4, .expense, "100", line: 4),
            tx(5, .expense, "150", line: 5),
            tx(6, .income, "900", line: 6),
        ]
        let drifting = BudgetFormulas.driftingLines(lines: lines, transactions: transactions)
        #expect(drifting.map(\.lineID) == [2, 1, 5])
        #expect(drifting.map(\.overrun) == [money("120"), money("50"), money("50")])
    }

    @Test func exampleADriftsOnlyCourses() {
        let drifting = BudgetFormulas.driftingLines(lines: ExampleA.lines, transactions: ExampleA.transactions)
        #expect(drifting.map(\.lineID) == [3])
    }

    @Test func emptyBudgetHasNoConsumption() {
        #expect(BudgetFormulas.consumptions(lines: [], transactions: [tx(1, .expense, "5")]).isEmpty)
        #expect(BudgetFormulas.driftingLines(lines: [], transactions: []).isEmpty)
    }
}
