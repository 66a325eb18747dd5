import Model
import Shared
import TestSupport
import Testing

@Suite struct SpreadFormulasTests {
    @Test(
        arguments: [
            ("800", 3, ["266.67", "266.67", "266.66"]),
            ("1000", 6, ["166.67", "166.67", "166.67", "166.67", "166.66", "166.66"]),
            ("0.03", 3, ["0.01", "0.01", "0.01"]),
            ("100", 1, ["100"]),
            ("0.05", 2, ["0.03", "0.02"]),
        ] as [(String, Int, [String])])
    func splitPutsTheRemainderOnTheFirstSlices(total: String, parts: Int, expected: [String]) throws {
        #expect(try SpreadFormulas.splitTotalPreserving(money(total), parts: parts) == expected.map(money))
    }

    @Test func invalidSplitsThrow() {
        #expect(throws: SpreadError.nonPositiveTotal(.zero)) { try SpreadFormulas.splitTotalPreserving(.zero, parts: 3) }
        #expect(throws: SpreadError.nonPositiveTotal(money("-1"))) { try SpreadFormulas.splitTotalPreserving(money("-1"), parts: 3) }
        #expect(throws: SpreadError.tooFewParts(0)) { try SpreadFormulas.splitTotalPreserving(money("10"), parts: 0) }
        #expect(throws: SpreadError.tooFewParts(-2)) { try SpreadFormulas.splitTotalPreserving(money("10"), parts: -2) }
        #expect(throws: SpreadError.totalBelowParts(money("0.02"), parts: 3)) {
            try SpreadFormulas.splitTotalPreserving(money("0.02"), parts: 3)
        }
    }

    @Test func totalModeSlicesMonthsFromTheStartAcrossTheYear() throws {
        let slices = try SpreadFormulas.slices(of: money("1000"), from: month("2026-11"), months: 6)
        #expect(slices.map(\.month) == ["2026-11", "2026-12", "2027-01", "2027-02", "2027-03", "2027-04"].map(month))
        #expect(slices.map(\.amount) == ["166.67", "166.67", "166.67", "166.67", "166.66", "166.66"].map(money))
    }

    @Test func perMonthModeRepeatsTheAmount() throws {
        let slices = try SpreadFormulas.slices(of: money("0.01"), from: month("2026-01"), months: 3, mode: .perMonth)
        #expect(slices.map(\.amount) == Array(repeating: money("0.01"), count: 3))
        #expect(slices.last?.month == month("2026-03"))
    }

    @Test func sliceLimits() throws {
        #expect(try SpreadFormulas.slices(of: money("120"), from: month("2026-01"), months: 120).count == 120)
        #expect(throws: SpreadError.tooManyParts(121, maximum: 120)) {
            try SpreadFormulas.slices(of: money("1000"), from: month("2026-01"), months: 121)
        }
        #expect(throws: SpreadError.tooFewParts(0)) {
            try SpreadFormulas.slices(of: money("1000"), from: month("2026-01"), months: 0, mode: .perMonth)
        }
        #expect(throws: SpreadError.nonPositiveTotal(.zero)) {
            try SpreadFormulas.slices(of: .zero, from: month("2026-01"), months: 2, mode: .perMonth)
        }
    }

    @Test func errorsNameTheProblem() {
        #expect(SpreadError.totalBelowParts(money("0.02"), parts: 3).description.contains("0.02"))
        #expect(SpreadError.tooManyParts(200, maximum: 120).description.contains("120"))
    }
}
