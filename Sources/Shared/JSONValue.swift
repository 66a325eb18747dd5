/// A JSON document built in code and printed deterministically: keys in the order given,
/// decimals printed exactly as supplied (so `1800.00` keeps its two decimals).
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int64)
    /// A number printed verbatim, e.g. `"1800.00"`; the caller guarantees valid JSON number syntax.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered == rhs.rendered }

    /// One-line JSON text.
    public var rendered: String {
        var out = ""
        write(to: &out)
        return out
    }

    public func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .number(let text): out += text
        case .string(let text): JSONValue.writeString(text, to: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                JSONValue.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// C1 controls, invisible characters and the line separators U+2028 and U+2029.
    private static func escapesAboveASCII(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x9F || Tokenizer.isInvisible(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        // Printable ASCII without a quote or backslash, most strings, goes in whole.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // C0 and C1 controls, invisible characters and line separators as \u escapes: the
            // document keeps them and still cannot drive a terminal it is printed on.
            // ASCII, most of every document, is decided by one comparison.
            case _ where scalar.value < 0x20 || (scalar.value >= 0x7F && Self.escapesAboveASCII(scalar)):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension JSONValue {
    /// An optional value, `null` when absent.
    public static func optional<T>(_ value: T?, _ transform: (T) -> JSONValue) -> JSONValue {
        value.map(transform) ?? .null
    }

    public static func int(_ value: Int) -> JSONValue { .int(Int64(value)) }
}
