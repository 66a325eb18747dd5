import GRDB
import Model
import Shared

/// The columns of a record: their names make the SELECT list, and each one is read at its place
/// in that list, so a position can never drift from its name.
protocol RecordColumns: RawRepresentable<Int>, CaseIterable, ColumnExpression {}

extension RecordColumns {
    /// `id, month, description, …`: what a query selects to read the record from column 0.
    static var selection: String { allCases.map(\.name).joined(separator: ", ") }
}

extension Row {
    /// The column's value; one that does not convert is an error naming the table, the row and
    /// the column, never a default.
    func field<Value: DatabaseValueConvertible>(_ column: some RecordColumns, of table: String, id: Int64?) throws -> Value {
        do {
            return try decode(Value.self, atIndex: column.rawValue)
        } catch {
            throw DomainError.unreadableRow(table: table, id: id, column: column.name, value: describe(column))
        }
    }

    /// A text column parsed by `parse` (a month, a date, a kind); text it refuses is an error
    /// naming the row.
    func parsed<Value>(_ column: some RecordColumns, of table: String, id: Int64?, _ parse: (String) -> Value?) throws -> Value {
        let text: String = try field(column, of: table, id: id)
        guard let value = parse(text) else {
            throw DomainError.unreadableRow(table: table, id: id, column: column.name, value: Echo.cut(text))
        }
        return value
    }

    /// The same for a column that may be NULL.
    func parsedIfPresent<Value>(_ column: some RecordColumns, of table: String, id: Int64?, _ parse: (String) -> Value?) throws
        -> Value?
    {
        guard let text: String = try field(column, of: table, id: id) else { return nil }
        guard let value = parse(text) else {
            throw DomainError.unreadableRow(table: table, id: id, column: column.name, value: Echo.cut(text))
        }
        return value
    }

    private func describe(_ column: some RecordColumns) -> String {
        let value: DatabaseValue = self[column.rawValue]
        switch value.storage {
        case .null: return "NULL"
        case .int64(let number): return String(number)
        case .double(let number): return String(number)
        case .string(let text): return Echo.cut(text)
        case .blob(let data): return "\(data.count) bytes"
        }
    }
}
