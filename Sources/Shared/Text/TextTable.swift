/// A plain-text table: a header row, a rule, then the rows, columns separated by two spaces.
///
/// Right-aligned columns hold numbers and are never cut, nor are left-aligned ones marked `fixed` (a
/// bar and its percentage, an id, a date, a month); when the table is wider than the space given, the widest other left-aligned
/// (text) column is shortened with `…` (a header wider than its cells first), one column at a time, until it fits or every text column is
/// down to `TextTable.minimumTextWidth`. Before that, a column given a `leftOutOrder` is left out,
/// lowest order first, while the table would not fit with its text kept `readableTextWidth` wide.
///
/// Example: `tx list` at 40 columns needs 68 with its name, line and category 10 wide; leaving out
/// the category, the kind and the line (in that order) makes it 38, and the name gets 13 columns.
public struct TextTable: Sendable, Equatable {
    public struct Column: Sendable, Equatable {
        public var header: String
        public var alignment: TextAlignment
        /// Never shortened to fit (right-aligned columns never are).
        public var isFixed: Bool
        /// When the table is too narrow to keep its text readable, columns with an order are left
        /// out, the lowest first; nil: always shown.
        public var leftOutOrder: Int?

        public init(_ header: String, alignment: TextAlignment = .left, fixed: Bool = false) {
            self.header = header
            self.alignment = alignment
            self.isFixed = fixed
        }

        public static func left(_ header: String) -> Column { Column(header, alignment: .left) }
        /// A left-aligned column that is never cut: a bar drawn to the width chosen for it, an id, a date.
        public static func fixedLeft(_ header: String) -> Column { Column(header, alignment: .left, fixed: true) }
        public static func right(_ header: String) -> Column { Column(header, alignment: .right) }

        /// The column, left out of a table too narrow for it: the `order`th (lowest first).
        public func leftOutToFit(_ order: Int) -> Column {
            var column = self
            column.leftOutOrder = order
            return column
        }
    }

    public static let gap = "  "
    public static let minimumTextWidth = 3
    /// Text columns are kept this wide (or their own width) by leaving out columns before cutting them further.
    public static let readableTextWidth = 10
    /// The width `fit` gives a column it leaves out.
    static let leftOutWidth = -1

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
    func columnWidths(maxWidth: Int? = nil) -> [Int] {
        fit(cellMaxima(cellWidths()), into: maxWidth)
    }

    /// How many terminal columns the table takes with its text columns at most `cap` wide (all of
    /// them when nil): what a screen weighs before choosing how wide to draw a bar.
    public func width(cappingTextColumnsAt cap: Int? = nil) -> Int {
        width(cappingTextColumnsAt: cap, without: [])
    }

    /// The display width of every cell, measured once: a month's table holds tens of thousands.
    private func cellWidths() -> [[Int]] {
        rows.map { $0.map(DisplayWidth.of) }
    }

    /// The widest cell of each column, its header left out.
    private func cellMaxima(_ cellWidths: [[Int]]) -> [Int] {
        columns.indices.map { index in cellWidths.reduce(0) { max($0, $1[index]) } }
    }

    private func naturalWidths(_ cellWidths: [[Int]]) -> [Int] {
        columns.indices.map { index in
            cellWidths.reduce(DisplayWidth.of(columns[index].header)) { max($0, $1[index]) }
        }
    }

    private func isText(_ index: Int) -> Bool { columns[index].alignment == .left && !columns[index].isFixed }

    /// The widths to draw with, from each column's widest cell (`cells`, headers left out): the
    /// header's width or more, then fitted into `maxWidth` as the type's doc says. A text column
    /// counts as readable at its cells' width up to `readableTextWidth`: a header wider than its
    /// cells (`Category` over `food`) is cut before the column is left out.
    private func fit(_ cells: [Int], into maxWidth: Int?) -> [Int] {
        var widths = columns.indices.map { max(cells[$0], DisplayWidth.of(columns[$0].header)) }
        guard let maxWidth else { return widths }
        var shown = Array(columns.indices)
        let total = { (widths: [Int]) in shown.reduce(0) { $0 + widths[$1] } + TextTable.gap.count * max(0, shown.count - 1) }
        let readable = widths.indices.map { index in
            isText(index)
                ? min(widths[index], max(min(cells[index], TextTable.readableTextWidth), TextTable.minimumTextWidth)) : widths[index]
        }
        let leavable = columns.indices.filter { columns[$0].leftOutOrder != nil }
            .sorted { (columns[$0].leftOutOrder ?? 0, $0) < (columns[$1].leftOutOrder ?? 0, $1) }
        for index in leavable where total(readable) > maxWidth {
            shown.removeAll { $0 == index }
            widths[index] = TextTable.leftOutWidth
        }
        var width = total(widths)
        while width > maxWidth {
            let candidates = shown.filter { isText($0) && widths[$0] > TextTable.minimumTextWidth }
            // A header wider than its cells is cut first (`Reconci…` over `never`): no value is lost.
            let headersOnly = candidates.filter { widths[$0] > cells[$0] }
            guard let widest = (headersOnly.isEmpty ? candidates : headersOnly).max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
            width -= 1
        }
        return widths
    }

    /// The headers of the columns that `widths` (as `fitted` gives them) leave out, in table order.
    public func leftOut(in widths: [Int]) -> [String] {
        zip(columns, widths).filter { $1 == TextTable.leftOutWidth }.map(\.0.header)
    }

    /// "Left out to fit the width: kind and line." for the headers given (a column without one,
    /// such as a bar, goes unsaid); nil for none. Headers that are names (`Savings`, an account)
    /// keep their capitals with `lowercased: false`.
    public static func leftOutNote(_ headers: [String], lowercased: Bool = true) -> String? {
        let named = headers.filter { !$0.isEmpty }
        return named.isEmpty ? nil : "Left out to fit the width: \(listed(lowercased ? named.map { $0.lowercased() } : named))."
    }

    /// The headers of the columns `render` leaves out at `maxWidth`.
    public func leftOut(maxWidth: Int?) -> [String] { leftOut(in: fit(cellMaxima(cellWidths()), into: maxWidth)) }

    /// `width(cappingTextColumnsAt:)` without the columns named in `leftOut`: what a screen weighs
    /// when it knows the columns a narrow terminal will leave out anyway.
    public func width(cappingTextColumnsAt cap: Int?, without leftOut: [String]) -> Int {
        let shown = columns.indices.filter { !leftOut.contains(columns[$0].header) }
        let widths = naturalWidths(cellWidths())
        return shown.reduce(0) { total, index in
            guard let cap, isText(index) else { return total + widths[index] }
            return total + min(widths[index], max(cap, DisplayWidth.of(columns[index].header)))
        } + TextTable.gap.count * max(0, shown.count - 1)
    }

    /// The table as lines (no trailing newline), fitted into `maxWidth` columns when given.
    /// The header is bold and the rule dim when `styler` is enabled.
    public func renderLines(maxWidth: Int? = nil, styler: Styler = .plain) -> [String] {
        let measured = cellWidths()
        let widths = fit(cellMaxima(measured), into: maxWidth)
        return headerAndRule(widths: widths, styler: styler)
            + zip(rows, measured).map { line($0, measured: $1, widths: widths, style: nil) }
    }

    /// `renderLines` joined with newlines, written straight into one string: a month's table held
    /// as an array of lines first would take its size twice.
    public func render(maxWidth: Int? = nil, styler: Styler = .plain) -> String {
        rendered(maxWidth: maxWidth, styler: styler).text
    }

    /// `render`'s text and the headers of the columns it left out to fit (`leftOutNote` says them).
    public func rendered(maxWidth: Int? = nil, styler: Styler = .plain) -> (text: String, leftOut: [String]) {
        let measured = cellWidths()
        let widths = fit(cellMaxima(measured), into: maxWidth)
        var out = headerAndRule(widths: widths, styler: styler).joined(separator: "\n")
        out.reserveCapacity(out.utf8.count + rows.count * (widths.reduce(1, +) + TextTable.gap.utf8.count * widths.count))
        for (row, rowWidths) in zip(rows, measured) {
            out += "\n"
            out += line(row, measured: rowWidths, widths: widths, style: nil)
        }
        return (out, leftOut(in: widths))
    }

    // MARK: - A table too long to hold

    /// The widths to `measure` rows into, all 0, for a table written as it is read: measure every
    /// row in a first pass, then `fitted`, `streamedHeader` and `streamedLine` each row in a
    /// second, with the widths `render` would choose.
    public func unmeasuredWidths() -> [Int] { Array(repeating: 0, count: columns.count) }

    /// Widens `widths` to hold `cells`.
    public func measure(_ cells: [String], into widths: inout [Int]) {
        for (index, cell) in cells.prefix(columns.count).enumerated() { widths[index] = max(widths[index], DisplayWidth.of(cell)) }
    }

    /// The widths of the widest cells (`measure` from zeros; headers are added here) fitted into
    /// `maxWidth`, as `render` fits them.
    public func fitted(_ widths: [Int], maxWidth: Int?) -> [Int] { fit(widths, into: maxWidth) }

    /// The header and its rule, newline-joined.
    public func streamedHeader(widths: [Int], styler: Styler = .plain) -> String {
        headerAndRule(widths: widths, styler: styler).joined(separator: "\n")
    }

    /// One row, as `render` writes it with these widths.
    public func streamedLine(_ cells: [String], widths: [Int]) -> String {
        var row = Array(cells.prefix(columns.count))
        row += Array(repeating: "", count: columns.count - row.count)
        return line(row, measured: row.map(DisplayWidth.of), widths: widths, style: nil)
    }

    private func headerAndRule(widths: [Int], styler: Styler) -> [String] {
        let header = line(
            columns.map(\.header), measured: columns.map { DisplayWidth.of($0.header) }, widths: widths,
            style: { styler.bold($0) })
        // A column without a header (a marker such as `!`) has no rule under it.
        let rule = zip(columns, widths).filter { $1 != TextTable.leftOutWidth }
            .map { String(repeating: $0.header.isEmpty ? " " : "─", count: $1) }
            .joined(separator: TextTable.gap)
        return [header, styler.dim(Self.trimmingTrailingSpaces(rule))]
    }

    /// One row; `measured` holds the cells' display widths, so each cell is measured only once.
    private func line(_ cells: [String], measured: [Int], widths: [Int], style: ((String) -> String)?) -> String {
        let style = style ?? { $0 }
        var out = ""
        out.reserveCapacity(widths.reduce(TextTable.gap.utf8.count * widths.count, +))
        // Columns left out to fit are skipped with their gap.
        let first = widths.firstIndex { $0 != TextTable.leftOutWidth } ?? 0
        let last = widths.lastIndex { $0 != TextTable.leftOutWidth } ?? cells.count - 1
        for (index, cell) in cells.enumerated() where widths[index] != TextTable.leftOutWidth {
            if index > first { out += TextTable.gap }
            var fitted = cell
            var width = measured[index]
            if width > widths[index] {
                fitted = DisplayWidth.truncate(cell, toWidth: widths[index])
                width = DisplayWidth.of(fitted)
            }
            let missing = widths[index] - width
            let isLast = index == last
            switch columns[index].alignment {
            // The last column is not padded on the right: no trailing spaces.
            case .left where isLast || missing <= 0: out += style(fitted)
            case .left: out += style(fitted + String(repeating: " ", count: missing))
            case .right where missing <= 0: out += style(fitted)
            case .right: out += style(String(repeating: " ", count: missing) + fitted)
            }
        }
        return Self.trimmingTrailingSpaces(out)
    }

    /// `text` without the spaces at its end (an empty last cell leaves the gap and padding before it).
    private static func trimmingTrailingSpaces(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}

extension TextTable {
    /// A table from a header row, with the `rightAligned` columns (amounts) padded on the left.
    public init(header: [String], rows: [[String]], rightAligned: Set<Int> = []) {
        self.init(
            columns: header.enumerated().map { TextTable.Column($1, alignment: rightAligned.contains($0) ? .right : .left) },
            rows: rows
        )
    }
}
