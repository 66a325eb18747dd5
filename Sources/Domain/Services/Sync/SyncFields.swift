import Foundation
import GRDB

/// A row's values as they travel: column → integer, text or null, written as a JSON object.
/// Money and ids are integers; nothing else is stored, so no value is ever a float.
struct SyncFields: Sendable, Equatable {
    var values: [String: DatabaseValue]

    init(_ values: [String: DatabaseValue] = [:]) { self.values = values }

    /// Reads a journal image or a log entry; nil for nil.
    init?(json: String?) {
        guard let json, let data = json.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        var values: [String: DatabaseValue] = [:]
        for (key, value) in object {
            switch value {
            case let text as String: values[key] = text.databaseValue
            case let number as NSNumber: values[key] = number.int64Value.databaseValue
            default: values[key] = .null
            }
        }
        self.values = values
    }

    var json: String {
        let members = values.keys.sorted().map { key -> String in
            let value: String
            switch values[key]!.storage {
            case .int64(let number): value = String(number)
            case .double(let number): value = String(Int64(number))
            case .string(let text): value = Self.quote(text)
            case .blob, .null: value = "null"
            }
            return Self.quote(key) + ":" + value
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    subscript(_ column: String) -> DatabaseValue? {
        get { values[column] }
        set { values[column] = newValue }
    }

    private static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
