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
            header += ["\(tag)min ms", "\(tag)median ms", "\(tag)max ms", "\(tag)peak MiB", "\(tag)per s"]
        }
        if binaries.count > 1 { header.append("B/A") }
        let targets = rows.contains { !$0.figure.targets.isEmpty }
        if targets { header.append("target") }
        let body = rows.map { row -> [String] in
            var cells = [row.figure.anchor.map { "  \($0.tool): " + row.figure.name } ?? row.figure.name, row.figure.data]
            for result in row.results {
                cells += [
                    Self.number(result.minimum), Self.number(result.median), Self.number(result.maximum),
                    String(format: "%.1f", result.peakMiB),
                    result.commandsPerSecond(row.figure.commands).map { String(format: "%.0f", $0) } ?? "-",
                ]
            }
            // An anchor runs once: its row leaves the second binary's cells empty.
            cells += Array(repeating: "", count: max(0, 2 + 5 * binaries.count - cells.count))
            if binaries.count > 1 {
                let ratio = row.results.count > 1 && row.results[0].median > 0 ? row.results[1].median / row.results[0].median : nil
                cells.append(ratio.map { String(format: "%.2f", $0) } ?? "")
            }
            if targets { cells.append(target(row)) }
            return cells
        }
        var lines = [Self.align([header] + body, targets: targets)]
        if binaries.count > 1 {
            lines.insert("A = \(binaries[0])\nB = \(binaries[1])", at: 0)
        }
        return lines.joined(separator: "\n")
    }

    /// Each of the figure's targets with its verdict on the last binary's runs, beside the
    /// anchors measured in this run: `≤ 20 ms: met; ≥ 75 % of sqlite3: missed (31 %)`.
    private func target(_ row: Row) -> String {
        guard let result = row.results.last else { return "" }
        var anchors: [String: FigureResult] = [:]
        for other in rows where row.figure.isAnchored(by: other.figure) {
            if let tool = other.figure.anchor?.tool, let measured = other.results.first { anchors[tool] = measured }
        }
        return row.figure.targets.compactMap { $0.verdict(result, commands: row.figure.commands, anchors: anchors) }
            .joined(separator: "; ")
    }

    /// Milliseconds with one decimal below 100, whole above.
    private static func number(_ value: Double) -> String {
        value < 100 ? String(format: "%.1f", value) : String(format: "%.0f", value)
    }

    /// Left-aligned first two columns (and the targets, last), right-aligned numbers; no trailing spaces.
    private static func align(_ table: [[String]], targets: Bool) -> String {
        let widths = (0..<(table.map(\.count).max() ?? 0)).map { column in
            table.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return table.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column < 2 || column == row.count - 1 && targets ? cell + pad : pad + cell
            }.joined(separator: "  ").replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }.joined(separator: "\n")
    }
}
