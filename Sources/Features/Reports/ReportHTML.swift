import CommandKit
import Domain
import Model
import Shared

/// A report as one self-contained page: XHTML (so any XML parser reads it), an inline SVG bar
/// chart and a table of the same rows. No script, no external file, no network.
enum ReportHTML {
    /// The chart's geometry, in SVG user units.
    static let labelWidth = 180
    static let barSpace = 360
    static let rowHeight = 24

    static func render(_ report: ReportDocument) -> String {
        let rows = report.table.rows
        let largest = report.table.largest
        let height = max(1, rows.count) * rowHeight + 8
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(labelWidth + barSpace + 120)" height="\(height)" \
            role="img" aria-label="\(escape(report.title))">
            """
        for (index, row) in rows.enumerated() {
            let y = index * rowHeight + 4
            let width = largest.cents > 0 ? Int((Double(row.amount.cents) / Double(largest.cents) * Double(barSpace)).rounded()) : 0
            svg += """
                <g class="row"><text x="0" y="\(y + 16)">\(escape(row.label))</text>\
                <rect x="\(labelWidth)" y="\(y)" width="\(max(0, width))" height="\(rowHeight - 6)" fill="#3b7dd8"/>\
                <text x="\(labelWidth + max(0, width) + 6)" y="\(y + 16)">\(row.amount.plainDecimal)</text></g>
                """
        }
        svg += "</svg>"
        var body = ""
        for row in rows {
            body += """
                <tr><td>\(escape(row.label))</td><td class="num">\(row.amount.plainDecimal)</td>\
                <td class="num">\(row.count)</td><td class="num">\(ReportText.percent(row.shareBasisPoints, decimals: 1)) %</td></tr>

                """
        }
        return """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head>
            <meta charset="utf-8"/>
            <title>\(escape(report.title)) · \(escape(report.span))</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
            table { border-collapse: collapse; margin-top: 1em; }
            th, td { padding: 0.2em 0.8em; border-bottom: 1px solid #ddd; text-align: left; }
            .num { text-align: right; font-variant-numeric: tabular-nums; }
            svg text { font: 13px system-ui, sans-serif; fill: #222; }
            </style>
            </head>
            <body>
            <h1>\(escape(report.title))</h1>
            <p class="span">\(escape(report.span))</p>
            \(svg)
            <table>
            <thead><tr><th>\(escape(report.grouping.title))</th><th class="num">Amount</th><th class="num">Count</th><th class="num">Share</th></tr></thead>
            <tbody>
            \(body)</tbody>
            <tfoot><tr><th>Total</th><th class="num">\(report.table.total.plainDecimal)</th><th class="num">\(report.table.count)</th><th class="num">\(report.table.total == .zero ? "" : "100.0 %")</th></tr></tfoot>
            </table>
            </body>
            </html>

            """
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped for XML text and attributes.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }
}
