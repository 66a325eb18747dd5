import Model
import Shared
import TestSupport
import Testing

@Suite struct TemplateTotalsTests {
    func templateLine(_ kind: Kind, _ amount: String) -> TemplateLine {
        TemplateLine(id: 1, templateID: 1, name: "l", amount: money(amount), kind: kind)
    }

    @Test func plainSumsWithoutEnvelopes() {
        let totals = TemplateTotals(lines: [
            templateLine(.income, "5000"), templateLine(.expense, "1500"), templateLine(.expense, "600.50"), templateLine(.saving, "500"),
        ])
        #expect(totals.income == money("5000"))
        #expect(totals.outflows == money("2600.50"))
        #expect(totals.savings == money("500"))
        #expect(totals.balance == money("2399.50"))
        #expect(totals.isBalanced)
    }

    @Test(arguments: [("100", "100", true), ("100", "100.01", false), ("0", "0", true)])
    func balancedMeansIncomeCoversOutflows(income: String, outflows: String, balanced: Bool) {
        let totals = TemplateTotals(lines: [templateLine(.income, income), templateLine(.saving, outflows)])
        #expect(totals.isBalanced == balanced)
    }

    @Test func emptyTemplate() {
        #expect(TemplateTotals(lines: []) == TemplateTotals(income: .zero, outflows: .zero, savings: .zero))
    }
}
