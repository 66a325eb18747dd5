import Model
import Shared
import TestSupport
import Testing

@Suite struct RoundupFormulasTests {
    @Test(arguments: [
        ("12.30", RoundupUnit.one, "0.70"), ("12.30", .five, "2.70"), ("12.30", .ten, "7.70"),
        ("0.01", .one, "0.99"), ("0.01", .ten, "9.99"),
        ("4.00", .one, "0.00"), ("20.00", .five, "0.00"), ("20.00", .ten, "0.00"), ("25.00", .ten, "5.00"),
        ("9.99", .one, "0.01"), ("82.40", .five, "2.60"), ("1000000.00", .ten, "0.00"),
    ])
    func roundsUpToTheNextMultiple(amount: String, unit: RoundupUnit, expected: String) {
        #expect(RoundupFormulas.roundUp(money(amount), unit: unit) == money(expected))
    }

    @Test func itemsKeepOnlyExpensesInOrder() {
        let transactions = [
            tx(1, .expense, "12.30"), tx(2, .income, "100.50"), tx(3, .saving, "5.50"), tx(4, .expense, "4.00"),
            tx(5, .expense, "0.10", line: 9),
        ]
        let items = RoundupFormulas.items(transactions, unit: .one)
        #expect(items.map(\.transaction.id) == [1, 4, 5])
        #expect(items.map(\.roundUp) == ["0.70", "0.00", "0.90"].map(money))
    }

    @Test func unitsParse() {
        #expect(RoundupUnit.parse("1") == .one)
        #expect(RoundupUnit.parse("5") == .five)
        #expect(RoundupUnit.parse("10") == .ten)
        for bad in ["0", "2", "-1", "1.0", "ten", ""] { #expect(RoundupUnit.parse(bad) == nil, "\(bad)") }
    }
}
