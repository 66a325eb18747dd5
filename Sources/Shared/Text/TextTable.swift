/// A plain-text table: a header row, a rule, then the rows, columns separated by two spaces.
///
/// Right-aligned columns hold numbers and are never cut; when the table is wider than the space given,
/// the widest left-aligned (text) column is shortened with `…`, one column at a time, until it fits or
/// every text column is down to `TextTable.minimumTextWidth`.
public struct TextTable: Sendable, Equatable {
    public struct Column: Sendable, Equatable {
        public var header: String
        public var alignment: TextAlignment

        public init(_ header: String, alignment: TextAlignment = .left) {
            self.header = header
            self.alignment = alignment
        }

        public static func left(_ header: String) -> Column { Column(header, alignment: .left) }
        public static func right(_ header: String) -> Column { Column(header, alignment: .right) }
    }

    public static let gap = "  "
    public static let minimumTextWidth = 3

    public var columns: [Column]
    /// Each row has one cell per column: missing cells are blank, extra cells are ignored.
    public private(set) var rows: [[String]]

    public init(columns: [Column], rows: [[String]] = []) {
        self.columns = columns
        self.rows = []
        for row in rows { addRow(row) }
    }

    public mutating func addRow(_ cells: [String]) {
        var row = Array(cells.prefix(columns.count))
        row += Array(repeating: "", count: columns.count - row.count)
        rows.append(row)
    }

    /// The column widths, each the widest of its header and cells, after fitting into `maxWidth` columns.
    public func columnWidths(maxWidth: Int? = nil) -> [Int] {
        var widths = columns.indices.map { index in
            ([columns[index].header] + rows.map { $0[index] }).map(DisplayWidth.of).max() ?? 0
        }
        guard let maxWidth else { return widths }
        var total = widths.reduce(0, +) + TextTable.gap.count * max(0, columns.count - 1)
        while total > maxWidth {
            let candidates = columns.indices.filter {
                columns[$0].alignment == .left && widths[$0] > TextTable.minimumTextWidth
            }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
            total -= 1
        }
        return widths
    }

    /// The table as lines (no trailing newline), fitted into `maxWidth` columns when given.
    /// The header is bold and the rule dim when `styler` is enabled.
    public func renderLines(maxWidth: Int? = nil, styler: Styler = .plain) -> [String] {
        let widths = columnWidths(maxWidth: maxWidth)
        let header = line(columns.map(\.header), widths: widths, style: { styler.bold($0) })
        let rule = styler.dim(widths.map { String(repeating: "─", count: $0) }.joined(separator: TextTable.gap))
        return [header, rule] + rows.map { line($0, widths: widths, style: { $0 }) }
    }

    /// `renderLines` joined with newlines.
    public func render(maxWidth: Int? = nil, styler: Styler = .plain) -> String {
        renderLines(maxWidth: maxWidth, styler: styler).joined(separator: "\n")
    }

    private func line(_ cells: [String], widths: [Int], style: (String) -> String) -> String {
        var parts: [String] = []
        for (index, cell) in cells.enumerated() {
            let fitted = DisplayWidth.truncate(cell, toWidth: widths[index])
            let isLast = index == cells.count - 1
            let alignment = columns[index].alignment
            // The last column is not padded on the right: no trailing spaces.
            let padded = isLast && alignment == .left
                ? fitted
                : DisplayWidth.pad(fitted, toWidth: widths[index], alignment: alignment)
            parts.append(style(padded))
        }
        return parts.joined(separator: TextTable.gap)
    }
}
