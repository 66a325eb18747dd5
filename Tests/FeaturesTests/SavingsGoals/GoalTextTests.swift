@testable import SavingsGoalsFeature
import Testing

@Suite struct GoalTextTests {
    @Test(arguments: [(nil, 0), (0, 0), (42, 8), (100, 20), (150, 20)] as [(Int?, Int)])
    func barFillsInProportion(percent: Int?, filled: Int) {
        let bar = GoalText.bar(percent)
        #expect(bar.count == GoalText.barWidth + 2)
        #expect(bar.filter { $0 == "#" }.count == filled)
    }
}
