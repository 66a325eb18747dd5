import Foundation
import Shared
import Testing

@Suite struct MoneyTests {
    @Test func arithmetic() {
        let a = Money(cents: 180_050)
        let b = Money(units: 200)
        #expect(b == Money(cents: 20_000))
        #expect(a + b == Money(cents: 200_050))
        #expect(b - a == Money(cents: -160_050))
        #expect(-a == Money(cents: -180_050))
        var c = a
        c += b
        c -= Money(cents: 50)
        #expect(c == Money(cents: 200_000))
        #expect(Money(cents: -1).isNegative)
        #expect(!Money.zero.isNegative)
        #expect(Money(cents: -7).magnitude == Money(cents: 7))
        #expect(Money(cents: Int64.min).magnitude == Money(cents: Int64.max))
        #expect(Money(cents: 1) < Money(cents: 2))
    }

    @Test func sums() {
        #expect(Money.sum([Money(cents: 1), Money(cents: 2), Money(cents: -5)]) == Money(cents: -2))
        #expect(Money.sum([]) == .zero)
        #expect([3, 4].sum { Money(cents: Int64($0)) } == Money(cents: 7))
    }

    @Test func maximumIsTheLargestTypableAmount() throws {
        #expect(Money.maximum == Money(cents: 9_999_999_999_999))
        #expect(throws: MoneyParseError.tooLarge("100000000000")) { try Money.parse("100000000000") }
    }

    @Test func codableAsCents() throws {
        let data = try JSONEncoder().encode(Money(cents: 1234))
        #expect(try JSONDecoder().decode(Money.self, from: data) == Money(cents: 1234))
    }
}
