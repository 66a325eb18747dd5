import CommandKit
import Model
import Shared
import Testing

@testable import TransactionsFeature

/// `fav list` fits a narrow terminal by leaving out the category, then the count (and the line),
/// and shortening names, never a date or a kind.
@Suite struct FavListScreenTests {
    private let favourites = [
        Favourite(
            id: 1, name: "Morning coffee at the station", amount: Money(cents: 340), kind: .expense, category: "Food and drinks"),
        Favourite(
            id: 2, name: "Tea", amount: Money(cents: 250), kind: .expense, lineName: "Groceries", useCount: 1,
            lastUsed: LocalDate(year: 2026, month: 11, day: 13)),
    ]

    @Test(arguments: [60, 50])
    func datesAndKindsStayWhole(width: Int) {
        let rows = FavListCommand.render(favourites, search: nil, style: ScreenStyle(width: width)).split(separator: "\n")
        #expect(rows.allSatisfy { DisplayWidth.of(String($0)) <= width }, "\(rows)")
        #expect(rows[0].hasSuffix("Last used"), "\(rows)")
        #expect(rows[2].contains("  expense  ") && rows[2].hasSuffix("  never"), "\(rows)")
        #expect(rows[3].contains("  expense  ") && rows[3].hasSuffix("  2026-11-13"), "\(rows)")
        #expect(rows[2].contains("…"), "\(rows)")
    }
}
