import Foundation

/// The printed table: one row per figure; with a second binary, both side by side and the
/// ratio of their medians (second / first: below 1 means the second is faster).
struct ResultTable {
    struct Row {
        let figure: Figure
        let results: [FigureResult]
    }

    let binaries: [String]
    private(set) var rows: [Row] = []

    init(binaries: [String]) { self.binaries = binaries }

    mutating func append(_ figure: Figure, _ results: [FigureResult]) {
        rows.append(Row(figure: figure, results: results))
    }

    /// The largest helper floor of all rows, in MiB.
    var floorMiB: Double { rows.flatMap(\.results).map(\.floorMiB).max() ?? 0 }

    func render() -> String {
        var header = ["figure", "data"]
        for index in binaries.indices {
            let tag = binaries.count > 1 ? (index == 0 ? "A " : "B ") : ""
            header += ["\(tag)min ms", "\(tag)median ms", "\(tag)max ms", "\(tag)peak MiB", "\(tag)cmd/s"]
        }
        if binaries.count > 1 { header.append("B/A") }
        let targets = rows.contains { $0.figure.targetMilliseconds != nil }
        if targets { header.append("target") }
        let body = rows.map { row -> [String] in
            var cells = [row.figure.name, row.figure.data]
            for result in row.results {
                cells += [
                    Self.number(result.minimum), Self.number(result.median), Self.number(result.maximum),
                    String(format: "%.1f", result.peakMiB),
                    result.commandsPerSecond(row.figure.commands).map { String(format: "%.0f", $0) } ?? "-",
                ]
            }
            if row.results.count > 1, row.results[0].median > 0 {
                cells.append(String(format: "%.2f", row.results[1].median / row.results[0].median))
            }
            if targets { cells.append(Self.target(row)) }
            return cells
        }
        var lines = [Self.align([header] + body)]
        if binaries.count > 1 {
            lines.insert("A = \(binaries[0])\nB = \(binaries[1])", at: 0)
        }
        return lines.joined(separator: "\n")
    }

    /// `≤ 20 ms: met` when the last binary's median is within the figure's target, `missed` otherwise.
    private static func target(_ row: Row) -> String {
        guard let target = row.figure.targetMilliseconds, let median = row.results.last?.median else { return "" }
        return "≤ \(String(format: "%g", target)) ms: \(median <= target ? "met" : "missed")"
    }

    /// Milliseconds with one decimal below 100, whole above.
    private static func number(_ value: Double) -> String {
        value < 100 ? String(format: "%.1f", value) : String(format: "%.0f", value)
    }

    /// Left-aligned first two columns, right-aligned numbers.
    private static func align(_ table: [[String]]) -> String {
        let widths = (0..<(table.map(\.count).max() ?? 0)).map { column in
            table.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return table.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column < 2 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
