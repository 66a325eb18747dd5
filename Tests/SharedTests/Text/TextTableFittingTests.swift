import Shared
import Testing

@Suite struct TextTableFittingTests {
    /// Three columns of 5, 8 and 9 characters with two gaps of 2: 26 wide. At 26 all stay; at 20
    /// the first to go (c, 9 + 2) leaves 15; at 10 b goes too (5); a is never offered to drop,
    /// so at 3 the table stays 5 wide.
    @Test func dropsColumnsInOrderUntilItFits() {
        let cells = ["a": "aaaaa", "b": "bbbbbbbb", "c": "ccccccccc"]
        func build(_ columns: [String]) -> TextTable {
            TextTable(columns: columns.map { .left($0) }, rows: [columns.map { cells[$0] ?? "" }])
        }
        let all = ["a", "b", "c"]
        let wide = TextTable.fitting(all, leftOutFirst: ["c", "b"], width: 26, build: build)
        #expect(wide.shown == all && wide.leftOut.isEmpty && wide.table.width() == 26)
        let twenty = TextTable.fitting(all, leftOutFirst: ["c", "b"], width: 20, build: build)
        #expect(twenty.shown == ["a", "b"] && twenty.leftOut == ["c"] && twenty.table.width() == 15)
        let ten = TextTable.fitting(all, leftOutFirst: ["c", "b"], width: 10, build: build)
        #expect(ten.shown == ["a"] && ten.leftOut == ["c", "b"] && ten.table.width() == 5)
        #expect(TextTable.fitting(all, leftOutFirst: ["c", "b"], width: 3, build: build).table.width() == 5)
    }
}
