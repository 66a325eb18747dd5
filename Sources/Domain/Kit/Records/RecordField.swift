import GRDB
import Model
import Shared

/// The columns of a record: their names make the SELECT list, and each one is read at its place
/// in that list, so a position can never drift from its name.
package protocol RecordColumns: RawRepresentable<Int>, CaseIterable, ColumnExpression {}

extension RecordColumns {
    /// `id, month, description, …`: what a query selects to read the record from column 0.
    package static var selection: String { allCases.map(\.name).joined(separator: ", ") }
}

extension Row {
    /// The column's value; one that does not convert is an error naming the table, the row and
    /// the column, never a default.
    package func field<Value: DatabaseValueConvertible>(_ column: some RecordColumns, of table: String, id: Int64?) throws -> Value {
        do {
            return try decode(Value.self, atIndex: column.rawValue)
        } catch {
            throw DomainError.unreadableRow(table: table, id: id, column: column.name, value: describe(column))
        }
    }

    /// A text column, read through SQLite's text accessor directly (no `DatabaseValue` in between,
    /// which a 40,000-row month would build ten times a row). Any stored value reads as text, so
    /// nothing is lost; numbers go through `field`, which refuses text that is not a number.
    package func text(_ column: some RecordColumns, of table: String, id: Int64?) throws -> String {
        do {
            return try decode(String.self, atIndex: column.rawValue)
        } catch {
            throw DomainError.unreadableRow(table: table, id: id, column: column.name, value: describe(column))
        }
    }

    /// A text column that may be NULL.
    package func optionalText(_ column: some RecordColumns, of table: String, id: Int64?) throws -> String? {
        try decode(String?.self, atIndex: column.rawValue)
    }

    /// An integer column (ids, cents, flags): its stored value must be an integer, text such as
    /// 'lots' is refused; read without generic conversion, as a month reads thousands of rows.
    package func integer(_ column: some RecordColumns, of table: String, id: Int64?) throws -> Int64 {
        let value: DatabaseValue = self[column.rawValue]
        guard case .int64(let number) = value.storage else {
            throw DomainError.unreadableRow(table: table, id: id, column: column.name, value: describe(column))
        }
        return number
    }

    /// An integer column that may be NULL.
    package func optionalInteger(_ column: some RecordColumns, of table: String, id: Int64?) throws -> Int64? {
        let value: DatabaseValue = self[column.rawValue]
        switch value.storage {
        case .null: return nil
        case .int64(let number): return number
        default: throw DomainError.unreadableRow(table: table, id: id, column: column.name, value: describe(column))
        }
    }

    /// A text column parsed by `parse` (a month, a date, a kind); text it refuses is an error
    /// naming the row.
    package func parsed<Value>(_ column: some RecordColumns, of table: String, id: Int64?, _ parse: (String) -> Value?) throws -> Value {
        let text = try text(column, of: table, id: id)
        guard let value = parse(text) else {
            throw DomainError.unreadableRow(table: table, id: id, column: column.name, value: Echo.cut(text))
        }
        return value
    }

    /// The same for a column that may be NULL.
    package func parsedIfPresent<Value>(_ column: some RecordColumns, of table: String, id: Int64?, _ parse: (String) -> Value?) throws
        -> Value?
    {
        guard let text = try optionalText(column, of: table, id: id) else { return nil }
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
        case .blob(let data): return counted(data.count, "byte")
        }
    }
}
