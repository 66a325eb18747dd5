import Model
import Shared
import TestSupport
import Testing

@Suite struct GoalPlanFormulasAllocationTests {
    func lines(_ specs: [(String, Bool)]) -> [GoalLinkedLine] {
        specs.enumerated().map {
            GoalLinkedLine(id: Int64($0.offset + 1), month: month("2026-06"), amount: money($0.element.0), isChecked: $0.element.1)
        }
    }

    @Test(
        arguments: [
            ("1000", [("300", false), ("200", false)], ["600", "400"]),
            ("600", [("100", true), ("300", false), ("200", false)], ["100", "300", "200"]),
            ("100", [("1", false), ("1", false), ("1", false)], ["33.34", "33.33", "33.33"]),
            ("100", [("0", false), ("0", false), ("0", false)], ["33.34", "33.33", "33.33"]),
            ("0.10", [("1", false), ("2", false)], ["0.03", "0.07"]),
            ("50", [("100", true), ("30", false)], ["100", "0"]),
            ("100", [("100", true), ("30", false)], ["100", "0"]),
            ("5", [("100", true), ("30", true)], ["100", "30"]),
            ("0.01", [("5", false), ("5", false)], ["0.01", "0"]),
            ("10", [], []),
        ] as [(String, [(String, Bool)], [String])])
    func allocation(total: String, specs: [(String, Bool)], expected: [String]) {
        #expect(GoalPlanFormulas.allocateMonthAmountToLines(money(total), lines: lines(specs)) == expected.map(money))
    }
}
