import GRDB
import Model
import Shared

/// An `account` row read through GRDB.
package struct AccountRecord: FetchableRecord {
    package enum Columns: Int, RecordColumns {
        case id, name, kind, number, currency, opening, openingDate, closedOn, reconciledOn, reconciledBalance, transactionSum, checkedSum,
            transferSum

        package var name: String {
            switch self {
            case .id: "id"
            case .name: "name"
            case .kind: "kind"
            case .number: "number"
            case .currency: "currency"
            case .opening: "opening_cents"
            case .openingDate: "opening_date"
            case .closedOn: "closed_on"
            case .reconciledOn: "reconciled_on"
            case .reconciledBalance: "reconciled_cents"
            case .transactionSum: "tx_sum_cents"
            case .checkedSum: "checked_sum_cents"
            case .transferSum: "transfer_sum_cents"
            }
        }
    }

    package let account: Account

    package init(row: Row) throws {
        let table = "account"
        let id = try row.integer(Columns.id, of: table, id: nil)
        account = Account(
            id: id, name: try row.text(Columns.name, of: table, id: id),
            kind: try row.parsed(Columns.kind, of: table, id: id, AccountKind.init(rawValue:)),
            number: try row.optionalText(Columns.number, of: table, id: id),
            currency: try row.parsedIfPresent(Columns.currency, of: table, id: id, Currency.parse),
            opening: Money(cents: try row.integer(Columns.opening, of: table, id: id)),
            openingDate: try row.parsedIfPresent(Columns.openingDate, of: table, id: id, LocalDate.parse),
            closedOn: try row.parsedIfPresent(Columns.closedOn, of: table, id: id, LocalDate.parse),
            reconciledOn: try row.parsedIfPresent(Columns.reconciledOn, of: table, id: id, LocalDate.parse),
            reconciledBalance: try row.optionalInteger(Columns.reconciledBalance, of: table, id: id).map(Money.init(cents:)),
            transactionSum: Money(cents: try row.integer(Columns.transactionSum, of: table, id: id)),
            checkedSum: Money(cents: try row.integer(Columns.checkedSum, of: table, id: id)),
            transferSum: Money(cents: try row.integer(Columns.transferSum, of: table, id: id)))
    }
}
