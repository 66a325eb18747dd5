import Model
import Shared
import Testing

@Suite struct RealizedMetricsTests {
    @Test(arguments: [(6, 10, Int64(6000)), (0, 0, Int64(0)), (1, 3, Int64(3333)), (2, 3, Int64(6667)), (3, 3, Int64(10000))])
    func completion(checked: Int, total: Int, basisPoints: Int64) {
        let metrics = RealizedMetrics(
            income: .zero, expenses: .zero, balance: .zero, savings: .zero, checkedItems: checked, totalItems: total)
        #expect(metrics.completionBasisPoints == basisPoints)
        #expect(abs(metrics.completionPercentage - Double(basisPoints) / 100) < 0.01)
    }
}
