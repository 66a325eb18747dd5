import Model
import Shared
import TestSupport
import Testing

@Suite struct LineConsumptionTests {
    @Test(arguments: [
        // planned, allocated, basis points, over, near
        ("600", "650", Int64(10833), true, false),
        ("600", "600", Int64(10000), false, true),
        ("600", "600.01", Int64(10000), true, false),
        ("600", "480", Int64(8000), false, true),
        ("600", "479.99", Int64(8000), false, false),
        ("600", "0", Int64(0), false, false),
        ("0", "50", Int64(0), false, false),
        ("0", "0", Int64(0), false, false),
    ])
    func percentageAndFlags(planned: String, allocated: String, basisPoints: Int64, over: Bool, near: Bool) {
        let consumption = LineConsumption(lineID: 1, planned: money(planned), allocated: money(allocated))
        #expect(consumption.percentageBasisPoints == basisPoints)
        #expect(consumption.isOverBudget == over)
        #expect(consumption.isNearLimit == near)
    }

    @Test func availableAndOverrun() {
        let over = LineConsumption(lineID: 1, planned: money("600"), allocated: money("650"))
        #expect(over.available == money("-50"))
        #expect(over.overrun == money("50"))
        #expect(abs(over.percentage - 108.3333) < 0.001)
        let under = LineConsumption(lineID: 1, planned: money("600"), allocated: money("100"))
        #expect(under.available == money("500"))
        #expect(under.overrun == .zero)
    }

    @Test func zeroPlannedLineWithSpendingDriftsButIsNotOverBudget() {
        let consumption = LineConsumption(lineID: 1, planned: .zero, allocated: money("50"))
        #expect(consumption.percentage == 0)
        #expect(consumption.available == money("-50"))
    }
}
