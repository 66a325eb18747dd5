import Model
import Shared
import Testing

@testable import CommandKit

/// The pieces the HTML pages share: escaping, tables and bar widths.
@Suite struct HTMLPageTests {
    @Test func userTextIsEscapedForTextAndAttributes() {
        #expect(HTMLPage.escape(#"Tools & <Parts> "big" 'n'"#) == "Tools &amp; &lt;Parts&gt; &quot;big&quot; &apos;n&apos;")
        #expect(HTMLPage.escape("Café") == "Café")
    }

    @Test func aTableEscapesItsCellsAndAlignsNumbers() {
        let table = HTMLPage.table([.left("Line"), .right("Amount")], rows: [["A<B", "1.00"]], footer: ["Total", "1.00"])
        #expect(table.contains("<tr><td>A&lt;B</td><td class=\"num\">1.00</td></tr>"))
        #expect(table.contains("<tfoot><tr><th>Total</th><th class=\"num\">1.00</th></tr></tfoot>"))
    }

    @Test func barsAreSharesOfTheLargestAmount() {
        // 90 fills the 360 units; 30 is a third of it, 0 and below draw nothing.
        let chart = SVGBarChart(
            title: "t", groups: [.init(label: "a", bars: [.init(Money(units: 90)), .init(Money(units: 30))])])
        #expect(chart.width(of: Money(units: 90)) == 360)
        #expect(chart.width(of: Money(units: 30)) == 120)
        #expect(chart.width(of: Money(units: -5)) == 0)
        #expect(chart.render().contains(#"<text x="0" y="20">a</text>"#))
    }

    /// 200,000 names (`report --by name --html` of a long history): the largest amount is found once,
    /// not once a bar; in quadratic time this would not end in any test run.
    @Test func aChartOf200000BarsIsDrawnInOnePass() {
        let groups = (1...200_000).map { SVGBarChart.Group(label: "n\($0)", bars: [.init(Money(cents: Int64($0)))]) }
        let svg = SVGBarChart(title: "names", groups: groups).render()
        #expect(svg.contains(#"<text x="0" y="4799996">n200000</text><rect class="bar" x="180" y="4799980" width="360""#))
        #expect(svg.contains(#"<text x="0" y="20">n1</text><rect class="bar" x="180" y="4" width="0""#))
    }
}
