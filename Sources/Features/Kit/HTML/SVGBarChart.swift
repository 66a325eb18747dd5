import Model
import Shared

/// A horizontal bar chart in inline SVG: one group per label, each of one or more bars scaled so
/// the largest amount of the chart fills `barSpace` units; the amount is written after its bar.
/// Example: bars of 90 and 30 are 360 and 120 units wide.
public struct SVGBarChart: Sendable, Equatable {
    /// One bar: its amount and colour.
    public struct Bar: Sendable, Equatable {
        public var amount: Money
        public var fill: String
        /// The class of the bar (`planned`, `consumed`, …), for readers of the page.
        public var name: String

        public init(_ amount: Money, fill: String = SVGBarChart.blue, name: String = "bar") {
            self.amount = amount
            self.fill = fill
            self.name = name
        }
    }

    /// A label and its bars, drawn one under the other.
    public struct Group: Sendable, Equatable {
        public var label: String
        public var bars: [Bar]

        public init(label: String, bars: [Bar]) {
            self.label = label
            self.bars = bars
        }
    }

    /// The chart's geometry, in SVG user units.
    public static let labelWidth = 180
    public static let barSpace = 360
    public static let rowHeight = 24
    public static let blue = "#3b7dd8"
    public static let grey = "#b8c4d6"
    public static let red = "#d0493b"

    public var title: String
    public var groups: [Group]

    public init(title: String, groups: [Group]) {
        self.title = title
        self.groups = groups
    }

    /// The largest amount of the chart, which fills `barSpace`.
    public var largest: Money {
        var largest = Money.zero
        for group in groups {
            for bar in group.bars where bar.amount > largest { largest = bar.amount }
        }
        return largest
    }

    /// The width of `amount`'s bar: its share of the largest amount of the chart, rounded to a unit.
    public func width(of amount: Money) -> Int { Self.width(of: amount, largest: largest) }

    /// The width of `amount`'s bar in a chart whose largest amount is `largest` (found once a chart:
    /// 10,000 names drew in quadratic time when each bar looked for it).
    public static func width(of amount: Money, largest: Money) -> Int {
        guard largest.cents > 0, amount.cents > 0 else { return 0 }
        return Int((Double(amount.cents) / Double(largest.cents) * Double(Self.barSpace)).rounded())
    }

    public func render() -> String {
        let count = groups.reduce(0) { $0 + max(1, $1.bars.count) }
        let height = max(1, count) * Self.rowHeight + 8
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.labelWidth + Self.barSpace + 120)" height="\(height)" \
            viewBox="0 0 \(Self.labelWidth + Self.barSpace + 120) \(height)" \
            role="img" aria-label="\(HTMLPage.escape(title))">
            """
        let largest = largest
        var row = 0
        for group in groups {
            svg += "<g class=\"row\"><text x=\"0\" y=\"\(row * Self.rowHeight + 20)\">\(HTMLPage.escape(group.label))</text>"
            for bar in group.bars {
                let y = row * Self.rowHeight + 4
                let width = Self.width(of: bar.amount, largest: largest)
                svg += """
                    <rect class="\(bar.name)" x="\(Self.labelWidth)" y="\(y)" width="\(width)" height="\(Self.rowHeight - 6)" \
                    fill="\(bar.fill)"/><text x="\(Self.labelWidth + width + 6)" y="\(y + 16)">\(bar.amount.plainDecimal)</text>
                    """
                row += 1
            }
            if group.bars.isEmpty { row += 1 }
            svg += "</g>\n"
        }
        return svg + "</svg>\n"
    }
}
