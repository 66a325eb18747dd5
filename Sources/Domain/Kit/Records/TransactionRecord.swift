import GRDB
import Model
import Shared

/// A `tx` row read through GRDB.
package struct TransactionRecord: FetchableRecord {
    package enum Columns: Int, RecordColumns {
        case id, budgetID, lineID, name, amount, kind, date, checkedAt, category, sourceGoalID, accountID, splitOf, originalAmount
        case originalCurrency

        package var name: String {
            switch self {
            case .id: "id"
            case .budgetID: "budget_id"
            case .lineID: "budget_line_id"
            case .name: "name"
            case .amount: "amount_cents"
            case .kind: "kind"
            case .date: "date"
            case .checkedAt: "checked_at"
            case .category: "category"
            case .sourceGoalID: "source_goal_id"
            case .accountID: "account_id"
            case .splitOf: "split_of"
            case .originalAmount: "original_minor"
            case .originalCurrency: "original_currency"
            }
        }
    }

    package let transaction: Transaction

    package init(row: Row) throws {
        let table = "tx"
        let id = try row.integer(Columns.id, of: table, id: nil)
        transaction = Transaction(
            id: id, budgetID: try row.integer(Columns.budgetID, of: table, id: id),
            lineID: try row.optionalInteger(Columns.lineID, of: table, id: id),
            name: try row.text(Columns.name, of: table, id: id), amount: Money(cents: try row.integer(Columns.amount, of: table, id: id)),
            kind: try row.parsed(Columns.kind, of: table, id: id, Kind.init(rawValue:)),
            date: try row.parsed(Columns.date, of: table, id: id, LocalDate.parse),
            isChecked: try row.optionalText(Columns.checkedAt, of: table, id: id) != nil,
            category: try row.optionalText(Columns.category, of: table, id: id),
            sourceGoalID: try row.optionalInteger(Columns.sourceGoalID, of: table, id: id),
            accountID: try row.integer(Columns.accountID, of: table, id: id),
            splitOf: try row.optionalInteger(Columns.splitOf, of: table, id: id),
            original: try Self.original(row, id: id))
    }

    /// The foreign amount when the row has one; a currency pulpe does not know is an unreadable row.
    private static func original(_ row: Row, id: Int64) throws -> ForeignAmount? {
        guard let code = try row.optionalText(Columns.originalCurrency, of: "tx", id: id) else { return nil }
        guard let currency = Currency.parse(code) else {
            throw DomainError.unreadableRow(table: "tx", id: id, column: Columns.originalCurrency.name, value: Echo.cut(code))
        }
        let minor = try row.optionalInteger(Columns.originalAmount, of: "tx", id: id) ?? 0
        return ForeignAmount(amount: Money(cents: minor), currency: currency)
    }
}

extension Transaction {
    /// Reads the `TransactionRecord.Columns` selection.
    package init(row: Row) throws { self = try TransactionRecord(row: row).transaction }
}
