import Testing

@testable import Syncing

/// What a sync says when a concurrent edit gave way: the two times in UTC, to the millisecond
/// when they fall in one second, and the columns in words.
@Suite struct SyncMergeNotesTests {
    /// 2026-11-28 09:00:12 UTC, in microseconds.
    static let nine: Int64 = 1_795_856_412_000_000

    @Test func namesTheTwoDevicesAndTimes() {
        let note = SyncMerge.gaveWay(
            "transaction 'Shoes'", columns: ["amount_cents"], loser: ("this device", Self.nine),
            winner: ("'desk'", Self.nine + 7_348_000_000))
        #expect(
            note == "transaction 'Shoes': the amount set on this device at 2026-11-28 09:00:12 UTC gave way to the one set later on "
                + "'desk', at 2026-11-28 11:02:40 UTC")
    }

    @Test func twoEditsOfOneSecondAreToldApartByTheirMilliseconds() {
        let note = SyncMerge.gaveWay(
            "line 'Groceries'", columns: ["amount_cents", "name", "name_key"], loser: ("'laptop'", Self.nine + 345_000),
            winner: ("this device", Self.nine + 845_000))
        #expect(
            note == "line 'Groceries': the amount and name set on 'laptop' at 2026-11-28 09:00:12.345 UTC gave way to the one set later on "
                + "this device, at 2026-11-28 09:00:12.845 UTC")
    }

    @Test func columnsInWords() {
        #expect(SyncMerge.words(["budget_line_id", "category", "search_name", "name_key", "is_checked"]) == "line, category and checked")
        #expect(SyncMerge.words(["name_key"]) == "name_key")
    }
}
