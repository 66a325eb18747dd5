import Shared

/// A line of figures joined by ` · `, fitted to a width by breaking only between figures, so a
/// label always stays beside its number; each continuation starts 4 columns in.
/// Example at 40 columns: ["Planned so far 250.00", "confirmed by lines 0.00", "withdrawn 0.00"] →
/// `Planned so far 250.00 · confirmed by lines 0.00` is 47 wide, so `Planned so far 250.00 ·` /
/// `    confirmed by lines 0.00 ·` / `    withdrawn 0.00`.
enum SeparatedLine {
    static let separator = " · "

    static func fit(_ parts: [String], width: Int) -> String {
        var lines: [String] = []
        var current = ""
        for part in parts {
            if current.isEmpty {
                current = (lines.isEmpty ? "" : "    ") + part
            } else if DisplayWidth.of(current + separator + part) + (part == parts.last ? 0 : 2) <= width {
                current += separator + part
            } else {
                lines.append(current + " ·")
                current = "    " + part
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.joined(separator: "\n")
    }
}
