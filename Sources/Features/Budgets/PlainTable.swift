/// A minimal aligned table for the feature's screens.
struct PlainTable {
    let header: [String]
    let rows: [[String]]
    let rightAligned: Set<Int>

    /// Columns two spaces apart, padded to the widest cell, trailing spaces trimmed. Written as
    /// bytes into one buffer, measuring each cell once: a month can have tens of thousands of rows.
    func render() -> String {
        let columns = header.count
        var counts = header.map(\.count)
        counts.reserveCapacity(columns * (rows.count + 1))
        for row in rows { for cell in row { counts.append(cell.count) } }
        var widths = Array(repeating: 0, count: columns)
        for (index, count) in counts.enumerated() { widths[index % columns] = max(widths[index % columns], count) }
        var out: [UInt8] = []
        out.reserveCapacity((widths.reduce(0, +) + 2 * columns + 1) * (rows.count + 1))
        for (line, row) in ([header] + rows).enumerated() {
            if line > 0 { out.append(UInt8(ascii: "\n")) }
            let start = out.count
            for (column, cell) in row.enumerated() {
                if column > 0 { out.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: " ")]) }
                let pad = repeatElement(UInt8(ascii: " "), count: widths[column] - counts[line * columns + column])
                if rightAligned.contains(column) {
                    out.append(contentsOf: pad)
                    out.append(contentsOf: cell.utf8)
                } else {
                    out.append(contentsOf: cell.utf8)
                    out.append(contentsOf: pad)
                }
            }
            if out.last == UInt8(ascii: " ") {
                // Trimmed as characters, exactly as a String would be.
                var text = String(decoding: out[start...], as: UTF8.self)
                while text.last == " " { text.removeLast() }
                out.replaceSubrange(start..., with: text.utf8)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
