import Model
import Shared

/// Vertical columns over a row of slots (the days of a month, the months of a year), with lines
/// and dashed levels drawn over them, all on one scale running from the smallest value (or 0) to
/// the largest (or 0) over `plotHeight` units. Example: values 0, 50 and 200 → columns of 0, 40
/// and 160 units; a level at 100 is drawn 80 units above the zero line.
public struct SVGColumnChart: Sendable, Equatable {
    /// Columns (or a line) of one kind: an amount per slot, nil where there is nothing to draw.
    public struct Series: Sendable, Equatable {
        public var name: String
        public var colour: String
        public var values: [Money?]

        public init(_ name: String, colour: String, values: [Money?]) {
            self.name = name
            self.colour = colour
            self.values = values
        }
    }

    /// A dashed horizontal line at `amount` from slot `from` to the end, with its `label`.
    public struct Level: Sendable, Equatable {
        public var name: String
        public var colour: String
        public var amount: Money
        public var from: Int
        public var label: String

        public init(_ name: String, colour: String, amount: Money, from: Int = 0, label: String) {
            self.name = name
            self.colour = colour
            self.amount = amount
            self.from = from
            self.label = label
        }
    }

    /// The geometry, in SVG user units.
    public static let plotHeight = 160
    static let width = 640
    static let left = 72
    static let top = 18
    static let bottom = 22

    public var title: String
    /// The name of each slot, written under it every `labelEvery` slots.
    public var labels: [String]
    public var labelEvery: Int
    public var columns: [Series]
    public var lines: [Series]
    public var levels: [Level]
    /// A slot drawn on a light background (today).
    public var marked: Int?

    public init(
        title: String, labels: [String], labelEvery: Int = 1, columns: [Series], lines: [Series] = [], levels: [Level] = [],
        marked: Int? = nil
    ) {
        self.title = title
        self.labels = labels
        self.labelEvery = max(1, labelEvery)
        self.columns = columns
        self.lines = lines
        self.levels = levels
        self.marked = marked
    }

    /// The lowest and highest amounts of the scale: the chart's values with 0 always inside.
    var bounds: (low: Int64, high: Int64) {
        var low: Int64 = 0
        var high: Int64 = 0
        let amounts = (columns + lines).flatMap { $0.values.compactMap { $0?.cents } } + levels.map(\.amount.cents)
        for cents in amounts {
            low = min(low, cents)
            high = max(high, cents)
        }
        return (low, high)
    }

    /// The height of `amount`'s column: its share of the scale's range, rounded to a unit.
    public func height(of amount: Money) -> Int {
        let (low, high) = bounds
        return Self.scaled(amount.cents.magnitude, range: high - low)
    }

    static func scaled(_ cents: UInt64, range: Int64) -> Int {
        guard range > 0 else { return 0 }
        return Int((Double(cents) * Double(plotHeight) / Double(range)).rounded())
    }

    public func render() -> String {
        let (low, high) = bounds
        let range = high - low
        let count = max(1, labels.count)
        let slot = max(4, (Self.width - Self.left - 8) / count)
        let width = Self.left + slot * count + 8
        let height = Self.top + Self.plotHeight + Self.bottom
        let zero = Self.top + Self.scaled(UInt64(high), range: range)
        func y(_ amount: Money) -> Int {
            amount.cents >= 0
                ? zero - Self.scaled(amount.cents.magnitude, range: range) : zero + Self.scaled(amount.cents.magnitude, range: range)
        }
        func centre(_ index: Int) -> Int { Self.left + index * slot + slot / 2 }
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" class="columns" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
            role="img" aria-label="\(HTMLPage.escape(title))">\n
            """
        if let marked, marked >= 0, marked < count {
            svg += """
                <rect class="marked" x="\(Self.left + marked * slot)" y="\(Self.top - 6)" width="\(slot)" \
                height="\(Self.plotHeight + 6)" fill="#fff4c2"/>\n
                """
        }
        svg +=
            "<text class=\"axis\" x=\"\(Self.left - 6)\" y=\"\(Self.top + 4)\" text-anchor=\"end\">\(Money(cents: high).plainDecimal)</text>\n"
        if high > 0 { svg += "<text class=\"axis\" x=\"\(Self.left - 6)\" y=\"\(zero + 4)\" text-anchor=\"end\">0</text>\n" }
        if low < 0 {
            svg +=
                "<text class=\"axis\" x=\"\(Self.left - 6)\" y=\"\(Self.top + Self.plotHeight)\" text-anchor=\"end\">\(Money(cents: low).plainDecimal)</text>\n"
        }
        let gap = max(1, slot / 5)
        let columnWidth = max(1, (slot - gap) / max(1, columns.count))
        for (index, label) in labels.enumerated() {
            for (number, series) in columns.enumerated() {
                guard index < series.values.count, let amount = series.values[index] else { continue }
                let top = min(y(amount), zero)
                svg += """
                    <rect class="\(HTMLPage.escape(series.name))" x="\(Self.left + index * slot + gap / 2 + number * columnWidth)" \
                    y="\(top)" width="\(columnWidth)" height="\(self.height(of: amount))" fill="\(series.colour)">\
                    <title>\(HTMLPage.escape(label)) \(HTMLPage.escape(series.name)): \(amount.plainDecimal)</title></rect>\n
                    """
            }
            if index % labelEvery == 0 {
                svg += """
                    <text class="axis" x="\(centre(index))" y="\(Self.top + Self.plotHeight + 16)" \
                    text-anchor="middle">\(HTMLPage.escape(label))</text>\n
                    """
            }
        }
        svg += "<line x1=\"\(Self.left)\" y1=\"\(zero)\" x2=\"\(width - 8)\" y2=\"\(zero)\" stroke=\"#888\"/>\n"
        for series in lines {
            let points = series.values.enumerated().compactMap { index, amount in amount.map { "\(centre(index)),\(y($0))" } }
            guard !points.isEmpty else { continue }
            svg += """
                <polyline class="\(HTMLPage.escape(series.name))" points="\(points.joined(separator: " "))" fill="none" \
                stroke="\(series.colour)" stroke-width="2.5" stroke-linejoin="round"/>\n
                """
            for (index, amount) in series.values.enumerated() {
                guard let amount else { continue }
                svg += """
                    <circle cx="\(centre(index))" cy="\(y(amount))" r="3" fill="\(series.colour)">\
                    <title>\(HTMLPage.escape(labels[min(index, labels.count - 1)])) \(HTMLPage.escape(series.name)): \
                    \(amount.plainDecimal)</title></circle>\n
                    """
            }
        }
        for level in levels {
            let start = Self.left + max(0, min(level.from, count - 1)) * slot
            svg += """
                <line class="\(HTMLPage.escape(level.name))" x1="\(start)" y1="\(y(level.amount))" x2="\(width - 8)" \
                y2="\(y(level.amount))" stroke="\(level.colour)" stroke-width="2" stroke-dasharray="6 4"/>\
                <text x="\(width - 10)" y="\(y(level.amount) - 5)" text-anchor="end" fill="\(level.colour)">\
                \(HTMLPage.escape(level.label))</text>\n
                """
        }
        return svg + "</svg>\n"
    }
}
