import CommandKit
import Domain
import Model
import Shared

/// What every HTML report shares: the page around its content, escaping, and tables. A page is
/// XHTML, so any XML parser reads it; it holds no script and names no external file.
enum HTMLPage {
    /// One column of a table: its heading and whether it holds numbers (right-aligned).
    struct Column: Sendable, Equatable {
        var title: String
        var isNumber: Bool

        static func left(_ title: String) -> Column { Column(title: title, isNumber: false) }
        static func right(_ title: String) -> Column { Column(title: title, isNumber: true) }
    }

    /// The whole page: `title` in the heading, `subtitle` under it, then `content` (already XHTML).
    static func render(title: String, subtitle: String, content: String) -> String {
        """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
        <head>
        <meta charset="utf-8"/>
        <title>\(escape(title)) · \(escape(subtitle))</title>
        <style>
        body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
        table { border-collapse: collapse; margin-top: 1em; }
        th, td { padding: 0.2em 0.8em; border-bottom: 1px solid #ddd; text-align: left; }
        .num { text-align: right; font-variant-numeric: tabular-nums; }
        .note { color: #666; font-size: 0.9em; }
        svg text { font: 13px system-ui, sans-serif; fill: #222; }
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
    /// text, escaped here; a cell of a number column is right-aligned.
    static func table(_ columns: [Column], rows: [[String]], footer: [String]? = nil) -> String {
        func cells(_ values: [String], tag: String) -> String {
            zip(columns, values).map { column, value in
                "<\(tag)\(column.isNumber ? " class=\"num\"" : "")>\(escape(value))</\(tag)>"
            }.joined()
        }
        var out = "<table>\n<thead><tr>" + cells(columns.map(\.title), tag: "th") + "</tr></thead>\n<tbody>\n"
        for row in rows { out += "<tr>" + cells(row, tag: "td") + "</tr>\n" }
        out += "</tbody>\n"
        if let footer { out += "<tfoot><tr>" + cells(footer, tag: "th") + "</tr></tfoot>\n" }
        return out + "</table>\n"
    }

    /// A paragraph of `text`, escaped; `note` dims it.
    static func paragraph(_ text: String, note: Bool = false) -> String {
        "<p\(note ? " class=\"note\"" : "")>\(escape(text))</p>\n"
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
