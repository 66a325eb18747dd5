import Foundation
import GRDB
import Shared

/// A row's values as they travel: column → integer, text or null, written as a JSON object.
/// Money and ids are integers; nothing else is stored, so no value is ever a float.
struct SyncFields: Sendable, Equatable {
    var values: [String: DatabaseValue]

    init(_ values: [String: DatabaseValue] = [:]) { self.values = values }

    /// Reads a journal image or a log entry; nil for nil.
    init?(json: String?) {
        // Unheard: the images are JSON objects pulpe's triggers wrote; one that does not read is none.
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
        JSONValue.object(
            values.keys.sorted().map { key in
                let value: JSONValue =
                    switch values[key]!.storage {
                    case .int64(let number): .int(number)
                    case .double(let number): .int(Int64(number))
                    case .string(let text): .string(text)
                    case .blob, .null: .null
                    }
                return (key, value)
            }
        ).rendered
    }

    subscript(_ column: String) -> DatabaseValue? {
        get { values[column] }
        set { values[column] = newValue }
    }
}
