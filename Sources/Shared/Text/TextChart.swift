/// Charts made of characters: bars for report rows and sparklines for trends, in Unicode
/// blocks or, for terminals that cannot show them, plain ASCII (`#` bars, `_.-=+*#%` levels).
public enum TextChart {
    /// The characters a chart is drawn with.
    public struct Glyphs: Sendable, Equatable {
        /// Bar cells from one eighth to full (Unicode), or only the full one (ASCII).
        public let barEighths: [Character]
        /// Sparkline levels from lowest to highest.
        public let levels: [Character]

        public static let unicode = Glyphs(barEighths: Array("▏▎▍▌▋▊▉█"), levels: Array("▁▂▃▄▅▆▇█"))
        public static let ascii = Glyphs(barEighths: ["#"], levels: Array("_.-=+*#%"))

        /// The glyphs for `ascii`.
        public static func choose(ascii: Bool) -> Glyphs { ascii ? .ascii : .unicode }
    }

    /// A bar of up to `width` cells for `fraction` (clamped to 0…1) with no padding, rounded to the
    /// nearest eighth of a cell in Unicode, to the nearest cell in ASCII.
    /// Example: 0.5 over 10 cells → `█████`; 0.55 → `█████▌`; ASCII 0.55 → `######`.
    public static func bar(fraction: Double, width: Int, glyphs: Glyphs = .unicode) -> String {
        guard width > 0, fraction.isFinite, fraction > 0 else { return "" }
        let steps = glyphs.barEighths.count
        let units = Int((min(1, fraction) * Double(width * steps)).rounded())
        guard let full = glyphs.barEighths.last else { return "" }
        var out = String(repeating: full, count: units / steps)
        if units % steps > 0 { out.append(glyphs.barEighths[units % steps - 1]) }
        return out
    }

    /// One character per value, scaled so the largest is the highest level and 0 (or the smallest
    /// value, when below 0) the lowest. Example: [0, 50, 100] → `▁▅█`; all zero → `▁▁▁`.
    public static func sparkline(_ values: [Int64], glyphs: Glyphs = .unicode) -> String {
        guard let largest = values.max(), let smallest = values.min() else { return "" }
        let low = min(0, smallest)
        let range = largest - low
        let top = glyphs.levels.count - 1
        return String(
            values.map { value in
                guard range > 0 else { return glyphs.levels[0] }
                let level = Int((Double(value - low) * Double(top) / Double(range)).rounded())
                return glyphs.levels[max(0, min(top, level))]
            })
    }
}
