import CommandKit
import Domain
import Model
import Shared

/// A horizontal bar chart in inline SVG: one group per label, each of one or more bars scaled so
/// the largest amount of the chart fills `barSpace` units; the amount is written after its bar.
/// Example: bars of 90 and 30 are 360 and 120 units wide.
struct SVGBarChart: Sendable, Equatable {
    /// One bar: its amount and colour.
    struct Bar: Sendable, Equatable {
        var amount: Money
        var fill: String
        /// The class of the bar (`planned`, `consumed`, …), for readers of the page.
        var name: String

        init(_ amount: Money, fill: String = SVGBarChart.blue, name: String = "bar") {
            self.amount = amount
            self.fill = fill
            self.name = name
        }
    }

    /// A label and its bars, drawn one under the other.
    struct Group: Sendable, Equatable {
        var label: String
        var bars: [Bar]
    }

    /// The chart's geometry, in SVG user units.
    static let labelWidth = 180
    static let barSpace = 360
    static let rowHeight = 24
    static let blue = "#3b7dd8"
    static let grey = "#b8c4d6"
    static let red = "#d0493b"

    var title: String
    var groups: [Group]

    /// The largest amount of the chart, which fills `barSpace`.
    var largest: Money {
        var largest = Money.zero
        for group in groups {
            for bar in group.bars where bar.amount > largest { largest = bar.amount }
        }
        return largest
    }

    /// The width of `amount`'s bar: its share of the largest amount of the chart, rounded to a unit.
    func width(of amount: Money) -> Int { Self.width(of: amount, largest: largest) }

    /// The width of `amount`'s bar in a chart whose largest amount is `largest` (found once a chart:
    /// 10,000 names drew in quadratic time when each bar looked for it).
    static func width(of amount: Money, largest: Money) -> Int {
        guard largest.cents > 0, amount.cents > 0 else { return 0 }
        return Int((Double(amount.cents) / Double(largest.cents) * Double(Self.barSpace)).rounded())
    }

    func render() -> String {
        let count = groups.reduce(0) { $0 + max(1, $1.bars.count) }
        let height = max(1, count) * Self.rowHeight + 8
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.labelWidth + Self.barSpace + 120)" height="\(height)" \
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
