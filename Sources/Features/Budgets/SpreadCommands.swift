import CommandKit
import Model
import Shared

/// What the spread commands print: `{"group", "total", "lines": [...]}` (plus `mode` and
/// `createdBudgets` when the spread was just made) and a table of the slices.
enum SpreadCommands {
    static func json(_ group: SpreadGroup, mode: SpreadMode? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("group", .string(group.id)), ("total", group.total.json),
            ("lines", .array(group.slices.map { $0.line.json(consumed: $0.consumed, month: $0.month) })),
        ]
        if let mode {
            members.append(("mode", .string(mode == .total ? "total" : "per-month")))
            members.append(("createdBudgets", .array(group.createdBudgets.map { .string($0.description) })))
        }
        return .object(members)
    }

    /// One row per slice: month, line id, check mark, planned and consumed; then the total.
    static func table(_ group: SpreadGroup, style: ScreenStyle) -> String {
        var table = TextTable(columns: [.left("Month"), .left("#"), .left("✓"), .right("Planned"), .right("Consumed")])
        for slice in group.slices {
            table.addRow([
                slice.month.description, "#\(slice.line.id)", slice.line.isChecked ? style.styler.green("✓") : "",
                slice.line.amount.formatted, slice.consumed.formatted,
            ])
        }
        table.addRow([style.styler.bold("Total"), "", "", group.total.formatted, group.slices.sum(of: \.consumed).formatted])
        return table.render(maxWidth: style.width, styler: style.styler)
    }
}
