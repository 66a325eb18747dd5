import Shared

/// A detail screen's `label  value` rows (`tx show`, `line show`): labels padded to the widest, each
/// value wrapped under itself to the screen's width (20 columns at least), every row on a new line.
/// Example: [("Kind", "expense"), ("Planned", "600.00")] → `\n  Kind     expense\n  Planned  600.00`.
public enum LabelledRows {
    public static func render(_ rows: [(String, String)], screenWidth: Int) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        let indent = 2 + width + 2
        var text = ""
        for (label, value) in rows {
            let lines = WordWrap.lines(value, width: max(screenWidth - indent, 20))
            text += "\n  " + label + String(repeating: " ", count: width - label.count) + "  " + lines[0]
            for line in lines.dropFirst() { text += "\n" + String(repeating: " ", count: indent) + line }
        }
        return text
    }
}
