import Model
import Shared

/// One horizontal bar split into parts side by side, each as wide as its share of their sum.
/// Example: checked 600, committed 300, free 300 over 600 units → 300, 150 and 150 units.
public struct SVGStackedBar: Sendable, Equatable {
    /// One part: its name (the class of its rectangle), colour and amount (below 0 draws nothing).
    public struct Part: Sendable, Equatable {
        public var name: String
        public var colour: String
        public var amount: Money

        public init(_ name: String, colour: String, amount: Money) {
            self.name = name
            self.colour = colour
            self.amount = amount
        }
    }

    /// The bar's geometry, in SVG user units.
    public static let width = 600
    static let height = 30

    public var title: String
    public var parts: [Part]

    public init(title: String, parts: [Part]) {
        self.title = title
        self.parts = parts
    }

    /// The width of each part, rounded to a unit.
    public var widths: [Int] {
        let total = parts.reduce(Int64(0)) { $0 + max(0, $1.amount.cents) }
        return parts.map { part in
            guard total > 0, part.amount.cents > 0 else { return 0 }
            return Int((Double(part.amount.cents) * Double(Self.width) / Double(total)).rounded())
        }
    }

    public func render() -> String {
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" class="stacked" width="\(Self.width)" height="\(Self.height)" \
            viewBox="0 0 \(Self.width) \(Self.height)" role="img" aria-label="\(HTMLPage.escape(title))">\n
            """
        var x = 0
        for (part, width) in zip(parts, widths) {
            svg += """
                <rect class="\(HTMLPage.escape(part.name))" x="\(x)" y="0" width="\(width)" height="\(Self.height)" \
                fill="\(part.colour)"><title>\(HTMLPage.escape(part.name)): \(part.amount.plainDecimal)</title></rect>\n
                """
            x += width
        }
        return svg + "</svg>\n"
    }
}
