import Foundation
import GRDB
import Model
import Shared

/// The SELECT lists of the records, so every query reads models alike (`BudgetRecord`, …).
package enum Selection {
    package static let budget = BudgetRecord.Columns.selection
    package static let line = BudgetLineRecord.Columns.selection
    package static let transaction = TransactionRecord.Columns.selection
}

extension Statement {
    /// The first row decoded where it stands; `Row.fetchOne` would copy it first. Lookups by key
    /// run several times per command.
    package func decodeFirst<T>(arguments: StatementArguments = StatementArguments(), _ decode: (Row) throws -> T) throws -> T? {
        let cursor = try Row.fetchCursor(self, arguments: arguments)
        guard let row = try cursor.next() else { return nil }
        // The row reads the statement in place: the cursor must not reset it before decoding.
        return try withExtendedLifetime(cursor) { try decode(row) }
    }
}

/// The timestamp stored in `checked_at`.
package enum Timestamp {
    package static func string(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
