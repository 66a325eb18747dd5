import GRDB
import Shared

/// A row's values as they travel: column → integer, text or null, written as a JSON object.
/// Money and ids are integers; nothing else is stored, so no value is ever a float.
struct SyncFields: Sendable, Equatable {
    var values: [String: DatabaseValue]

    init(_ values: [String: DatabaseValue] = [:]) { self.values = values }

    /// Reads a journal image or a log entry; nil for nil.
    init?(json: String?) {
        // The images are JSON objects pulpe's triggers or the server wrote; one that does not read is none.
        guard let json, let values = FlatJSON.object(json) else { return nil }
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
