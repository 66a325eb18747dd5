extension TextTable {
    /// The widest table that fits `width`: `build` is called with every column, then without the
    /// columns of `leftOutFirst`, one more each time, until it fits (or none is left to drop).
    /// Returns the table, the columns shown and those left out, in `leftOutFirst`'s order.
    /// Example: six columns 59 wide at 50, net first to go → five columns, 48 wide; left out [net].
    public static func fitting<Column: Equatable>(
        _ columns: [Column], leftOutFirst: [Column], width: Int, build: ([Column]) -> TextTable
    ) -> (table: TextTable, shown: [Column], leftOut: [Column]) {
        var shown = columns
        var table = build(shown)
        for column in leftOutFirst where table.width() > width {
            shown.removeAll { $0 == column }
            table = build(shown)
        }
        return (table, shown, leftOutFirst.filter { !shown.contains($0) })
    }
}
