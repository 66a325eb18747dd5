import Model
import Shared
import TestSupport
import Testing

@Suite struct RolloverFormulasTests {
    let exampleB = ["500", "400", "-100", "-1200", "300"].map(money)

    @Test func exampleBChain() {
        #expect(RolloverFormulas.rollovers(monthDeltas: exampleB) == ["0", "500", "900", "800", "-400"].map(money))
        #expect(RolloverFormulas.remainings(monthDeltas: exampleB) == ["500", "900", "800", "-400", "-100"].map(money))
    }

    @Test func raisingAprilRentMovesAprilAndEveryLaterMonth() {
        var edited = exampleB
        edited[3] = money("-1300")
        let remainings = RolloverFormulas.remainings(monthDeltas: edited)
        #expect(remainings[3] == money("-500"))
        #expect(remainings[4] == money("-200"))
        #expect(RolloverFormulas.rollovers(monthDeltas: edited)[4] == money("-500"))
        #expect(Array(remainings.prefix(3)) == ["500", "900", "800"].map(money))
    }

    @Test func negativeRolloverReducesAvailable() {
        let rollover = RolloverFormulas.rollovers(monthDeltas: exampleB)[4]
        let metrics = BudgetFormulas.metrics(
            lines: [line(1, .income, "1000"), line(2, .expense, "700")], transactions: [], rollover: rollover)
        #expect(metrics.available == money("600"))
        #expect(metrics.remaining == money("-100"))
        #expect(BudgetFormulas.healthState(metrics) == .deficit)
    }

    @Test func emptyChain() {
        #expect(RolloverFormulas.rollovers(monthDeltas: []).isEmpty)
        #expect(RolloverFormulas.remainings(monthDeltas: []).isEmpty)
    }

    @Test func yearClosingIsTheLastRemainingNotTheSumOfTheYear() {
        // 2025: +1000; 2026: −200, +50. The 2026 closing balance carries 2025's 1000.
        let remainings = RolloverFormulas.remainings(monthDeltas: ["1000", "-200", "50"].map(money))
        #expect(remainings.last == money("850"))
        #expect(money("-200") + money("50") != remainings.last)
    }
}
