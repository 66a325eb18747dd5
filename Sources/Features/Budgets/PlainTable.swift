/// A minimal aligned table for the feature's screens.
struct PlainTable {
    let header: [String]
    let rows: [[String]]
    let rightAligned: Set<Int>

    /// Columns two spaces apart, padded to the widest cell, trailing spaces trimmed. Written into
    /// one string, measuring each cell once: a month can have tens of thousands of rows.
    func render() -> String {
        let columns = header.count
        var counts = header.map(\.count)
        counts.reserveCapacity(columns * (rows.count + 1))
        for row in rows { for cell in row { counts.append(cell.count) } }
        var widths = Array(repeating: 0, count: columns)
        for (index, count) in counts.enumerated() { widths[index % columns] = max(widths[index % columns], count) }
        let spaces = String(repeating: " ", count: widths.max() ?? 0)
        var out = ""
        out.reserveCapacity((widths.reduce(0, +) + 2 * columns + 1) * (rows.count + 1))
        for (line, row) in ([header] + rows).enumerated() {
            if line > 0 { out.append("\n") }
            for (column, cell) in row.enumerated() {
                if column > 0 { out.append("  ") }
                let pad = spaces.prefix(widths[column] - counts[line * columns + column])
                if rightAligned.contains(column) {
                    out.append(contentsOf: pad)
                    out.append(cell)
                } else {
                    out.append(cell)
                    out.append(contentsOf: pad)
                }
            }
            while out.last == " " { out.removeLast() }
        }
        return out
    }
}
