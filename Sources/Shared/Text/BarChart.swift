/// Horizontal bars drawn with block characters: progress bars and simple bar charts.
public enum BarChart {
    public static let filled: Character = "█"
    public static let empty: Character = "░"
    /// Replaces the last cell of a full bar whose fraction is over 1 (more than 100 %).
    public static let overflow: Character = "+"

    /// A bar of exactly `width` cells, `fraction` of them filled (clamped to 0…1, rounded to the nearest
    /// cell). Over 1 the bar is full and ends with the overflow marker. NaN counts as 0; `width` ≤ 0 gives "".
    public static func bar(fraction: Double, width: Int) -> String {
        guard width > 0 else { return "" }
        let value = fraction.isNaN ? 0 : fraction
        if value > 1 {
            return String(repeating: filled, count: width - 1) + String(overflow)
        }
        let cells = Int((max(0, value) * Double(width)).rounded())
        return String(repeating: filled, count: cells) + String(repeating: empty, count: width - cells)
    }

    /// A bar followed by the rounded percentage, e.g. `█████░░░░░  50 %`.
    public static func progress(fraction: Double, width: Int) -> String {
        bar(fraction: fraction, width: width) + " " + percent(fraction)
    }

    /// `fraction` as a whole percentage right-aligned in four columns (`  7 %`, `120 %`); NaN is `  – %`.
    public static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return fraction.isNaN ? "   – %" : "   ∞ %" }
        let text = String(Int((fraction * 100).rounded()))
        return String(repeating: " ", count: max(0, 4 - text.count)) + text + " %"
    }

    /// One labelled row of a chart.
    public struct Item: Sendable, Equatable {
        public var label: String
        public var value: Double
        /// How the value is shown after the bar (already formatted, e.g. an amount).
        public var valueText: String

        public init(label: String, value: Double, valueText: String) {
            self.label = label
            self.value = value
            self.valueText = valueText
        }
    }

    /// One line per item: the label padded to the longest, a bar scaled so the largest value fills
    /// `barWidth`, then the value text. Negative values draw an empty bar.
    public static func chart(_ items: [Item], barWidth: Int) -> [String] {
        let largest = items.map(\.value).filter(\.isFinite).max() ?? 0
        let labelWidth = items.map { DisplayWidth.of($0.label) }.max() ?? 0
        return items.map { item in
            let fraction = largest > 0 ? min(1, item.value / largest) : 0
            let label = DisplayWidth.pad(item.label, toWidth: labelWidth, alignment: .left)
            return label + "  " + bar(fraction: fraction, width: barWidth) + "  " + item.valueText
        }
    }
}
