import Model
import Shared

/// What every HTML page shares: the page around its content, escaping, tables and headline
/// figures. A page is XHTML, so any XML parser reads it; it holds no script and names no external
/// file, and its charts shrink to a phone's width.
public enum HTMLPage {
    /// One column of a table: its heading and whether it holds numbers (right-aligned).
    public struct Column: Sendable, Equatable {
        public var title: String
        public var isNumber: Bool

        public static func left(_ title: String) -> Column { Column(title: title, isNumber: false) }
        public static func right(_ title: String) -> Column { Column(title: title, isNumber: true) }
    }

    /// One headline figure: its label, its value and a tone (`good`, `warn`, `bad` or empty).
    public struct Figure: Sendable, Equatable {
        public var label: String
        public var value: String
        public var tone: String

        public init(_ label: String, _ value: String, tone: String = "") {
            self.label = label
            self.value = value
            self.tone = tone
        }
    }

    /// The page's style: narrow screens get smaller margins, the tables scroll sideways, and a word
    /// too long for the line (a name) breaks rather than widening the page.
    static let style = """
        body { font-family: system-ui, sans-serif; margin: 2em auto; padding: 0 1em; max-width: 56em; color: #222; line-height: 1.4; overflow-wrap: break-word; }
        h1 { margin-bottom: 0.1em; }
        h2 { font-size: 1.1em; margin: 1.6em 0 0.4em; }
        .span, .note { color: #666; }
        .note { font-size: 0.9em; }
        .scroll { overflow-x: auto; }
        table { border-collapse: collapse; margin-top: 1em; }
        th, td { padding: 0.2em 0.8em; border-bottom: 1px solid #ddd; text-align: left; white-space: nowrap; }
        .num { text-align: right; font-variant-numeric: tabular-nums; }
        svg { max-width: 100%; height: auto; }
        svg text { font: 13px system-ui, sans-serif; fill: #222; }
        svg text.axis { fill: #666; font-size: 11px; }
        .figures { display: flex; flex-wrap: wrap; gap: 0.6em; margin: 1em 0; }
        .figure { flex: 1 1 9em; border: 1px solid #ddd; border-radius: 6px; padding: 0.5em 0.8em; }
        .figure .label { display: block; color: #666; font-size: 0.85em; }
        .figure .value { display: block; font-size: 1.3em; font-weight: 600; font-variant-numeric: tabular-nums; }
        .figure.hero .value { font-size: 2em; }
        .good .value { color: #2e7d32; } .warn .value { color: #b26a00; } .bad .value { color: #c62828; }
        .legend { display: flex; flex-wrap: wrap; gap: 0.3em 1.2em; font-size: 0.9em; color: #444; margin: 0.3em 0; }
        .swatch { display: inline-block; width: 0.9em; height: 0.9em; border-radius: 2px; margin-right: 0.35em; vertical-align: -0.1em; }
        @media (max-width: 600px) { body { margin: 1em auto; padding: 0 0.6em; } h1 { font-size: 1.5em; } }
        """

    /// The whole page: `title` in the heading, `subtitle` under it, then `content` (already XHTML).
    public static func render(title: String, subtitle: String, content: String) -> String {
        """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>\(escape(title)) · \(escape(subtitle))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <h1>\(escape(title))</h1>
        <p class="span">\(escape(subtitle))</p>
        \(content)</body>
        </html>

        """
    }

    /// A table: `rows` in its body, `footer` (when given) as a row of header cells. Cells are
    /// text, escaped here; a cell of a number column is right-aligned. A wide table scrolls
    /// sideways on a narrow screen.
    public static func table(_ columns: [Column], rows: [[String]], footer: [String]? = nil) -> String {
        func cells(_ values: [String], tag: String) -> String {
            zip(columns, values).map { column, value in
                "<\(tag)\(column.isNumber ? " class=\"num\"" : "")>\(escape(value))</\(tag)>"
            }.joined()
        }
        var out = "<div class=\"scroll\"><table>\n<thead><tr>" + cells(columns.map(\.title), tag: "th") + "</tr></thead>\n<tbody>\n"
        for row in rows { out += "<tr>" + cells(row, tag: "td") + "</tr>\n" }
        out += "</tbody>\n"
        if let footer { out += "<tfoot><tr>" + cells(footer, tag: "th") + "</tr></tfoot>\n" }
        return out + "</table></div>\n"
    }

    /// A paragraph of `text`, escaped; `note` dims it.
    public static func paragraph(_ text: String, note: Bool = false) -> String {
        "<p\(note ? " class=\"note\"" : "")>\(escape(text))</p>\n"
    }

    /// A section heading, escaped.
    public static func heading(_ text: String) -> String { "<h2>\(escape(text))</h2>\n" }

    /// A row of figure tiles that wraps on a narrow screen; the first is the largest when `hero`.
    public static func figures(_ figures: [Figure], hero: Bool = false) -> String {
        var out = "<div class=\"figures\">"
        for (index, figure) in figures.enumerated() {
            let classes = ["figure"] + (hero && index == 0 ? ["hero"] : []) + (figure.tone.isEmpty ? [] : [figure.tone])
            out +=
                "<div class=\"\(classes.joined(separator: " "))\"><span class=\"label\">\(escape(figure.label))</span>"
                + "<span class=\"value\">\(escape(figure.value))</span></div>"
        }
        return out + "</div>\n"
    }

    /// A legend: a coloured square and a name per entry.
    public static func legend(_ entries: [(name: String, colour: String)]) -> String {
        "<div class=\"legend\">"
            + entries.map {
                "<span><span class=\"swatch\" style=\"background: \($0.colour)\"></span>\(escape($0.name))</span>"
            }.joined() + "</div>\n"
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped for XML text and attributes.
    public static func escape(_ text: String) -> String {
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
