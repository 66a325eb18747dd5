import Testing

@testable import SavingsGoalsFeature

@Suite struct GoalTextTests {
    /// 42 % of 20 cells is 8.4 → 8 filled; over 100 % the last cell marks the overflow.
    @Test(arguments: [(nil, 0), (0, 0), (42, 8), (100, 20), (150, 19)] as [(Int?, Int)])
    func barFillsInProportion(percent: Int?, filled: Int) {
        let bar = GoalText.bar(percent)
        #expect(bar.count == GoalText.barWidth)
        #expect(bar.filter { $0 == "█" }.count == filled)
    }
}
