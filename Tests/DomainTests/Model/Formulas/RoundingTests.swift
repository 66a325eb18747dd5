import Model
import Testing

@Suite struct RoundingTests {
    @Test(arguments: [
        (Int64(5), Int64(2), Int64(3), Int64(2), Int64(3)),
        (Int64(-5), Int64(2), Int64(-3), Int64(-3), Int64(-2)),
        (Int64(7), Int64(2), Int64(4), Int64(3), Int64(4)),
        (Int64(-7), Int64(2), Int64(-4), Int64(-4), Int64(-3)),
        (Int64(6), Int64(3), Int64(2), Int64(2), Int64(2)),
        (Int64(4), Int64(3), Int64(1), Int64(1), Int64(2)),
        (Int64(5), Int64(-2), Int64(-3), Int64(-3), Int64(-2)),
        (Int64(0), Int64(7), Int64(0), Int64(0), Int64(0)),
    ])
    func divisions(a: Int64, b: Int64, halfUp: Int64, floor: Int64, ceil: Int64) {
        #expect(Rounding.halfUpDivision(a, b) == halfUp)
        #expect(Rounding.floorDivision(a, b) == floor)
        #expect(Rounding.ceilDivision(a, b) == ceil)
    }

    @Test func scaledDivisionUsesWideProducts() {
        #expect(Rounding.divide(5000, times: 100, by: 12000, .halfUp) == 42)
        #expect(Rounding.divide(Int64.max, times: 2, by: 4, .down) == Int64.max / 2)
        #expect(Rounding.divide(Int64.max, times: 4, by: 1, .down) == Int64.max)
        #expect(Rounding.divide(Int64.min, times: 4, by: 1, .down) == Int64.min)
    }
}
