/// RFC 4180 CSV made from pulpe's JSON documents, for `.mode csv`: a list of objects is one table
/// (its header the first object's keys); in an object, every member that is a non-empty list of
/// objects is a table, one after the other with a blank line between (`budget show`: its lines,
/// then its transactions). Columns are the scalar members; amounts are the JSON's plain decimals
/// (`1800.00`), null is empty.
public enum CSVTable {
    /// The CSV rows of `document`, each ending with CRLF, or nil when it holds no list of objects.
    public static func render(_ document: JSONValue) -> String? {
        switch document {
        case .array(let items):
            return table(items)
        case .object(let members):
            let tables = members.compactMap { _, value -> String? in
                guard case .array(let items) = value else { return nil }
                return table(items)
            }
            return tables.isEmpty ? nil : tables.joined(separator: "\r\n")
        default:
            return nil
        }
    }

    /// A field, quoted when it holds a comma, a double quote or a line break (quotes doubled).
    /// Read on the UTF-8 bytes: the four marks are ASCII, so no byte of another character is one of them.
    public static func field(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        return quoted(text, after: "\"")
    }

    /// `text` between double quotes, after `opening` (a `"`, or `"'` for a formula kept from running), its quotes doubled.
    private static func quoted(_ text: String, after opening: String) -> String {
        var bytes: [UInt8] = Array(opening.utf8)
        bytes.reserveCapacity(text.utf8.count + opening.utf8.count + 4)
        for byte in text.utf8 {
            bytes.append(byte)
            if byte == 0x22 { bytes.append(0x22) }
        }
        bytes.append(0x22)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A text field (a name, a category) that a spreadsheet will not run: one that starts with
    /// `=`, `+`, `-`, `@`, a tab or a carriage return gets a `'` in front and is quoted, as OWASP's
    /// CSV-injection guidance says; otherwise as `field`. A control or invisible character (only an
    /// older release could have stored one) is shown as `TerminalSafe` shows it, never written.
    /// Example: `=HYPERLINK("x")` → `"'=HYPERLINK(""x"")"`; `Migros` → `Migros`.
    public static func textField(_ text: String) -> String {
        let text = TerminalSafe.escaped(text)
        guard let first = text.utf8.first, "=+-@\t\r".utf8.contains(first) else { return field(text) }
        return quoted(text, after: "\"'")
    }

    /// One CSV record of `values` (cells as in `render`), ending with CRLF: for rows written as they are read.
    public static func line(_ values: [JSONValue]) -> String {
        values.map(cellField).joined(separator: ",") + "\r\n"
    }

    private static func table(_ items: [JSONValue]) -> String? {
        guard case .object(let first)? = items.first else { return nil }
        // Nested lists and objects (a template's lines) are not columns: their own command lists them.
        let keys = first.filter { _, value in
            if case .array = value { return false }
            if case .object = value { return false }
            return true
        }.map(\.0)
        var out = keys.map(field).joined(separator: ",") + "\r\n"
        for item in items {
            guard case .object(let members) = item else { continue }
            let values = Dictionary(members, uniquingKeysWith: { first, _ in first })
            out += keys.map { cellField(values[$0] ?? .null) }.joined(separator: ",") + "\r\n"
        }
        return out
    }

    /// A cell's field: text neutralised for spreadsheets (`textField`), numbers as they are.
    private static func cellField(_ value: JSONValue) -> String {
        guard case .string(let text) = value else { return field(cell(value)) }
        return textField(text)
    }

    private static func cell(_ value: JSONValue) -> String {
        switch value {
        case .null: ""
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .number(let text): text
        case .string(let text): text
        case .array, .object: value.rendered
        }
    }
}
