import GRDB
import Model
import Shared

/// A `budget` row read through GRDB.
package struct BudgetRecord: FetchableRecord {
    package enum Columns: Int, RecordColumns {
        case id, month, description, templateID, monthDelta

        package var name: String {
            switch self {
            case .id: "id"
            case .month: "month"
            case .description: "description"
            case .templateID: "template_id"
            case .monthDelta: "month_delta_cents"
            }
        }
    }

    package let budget: Budget

    package init(row: Row) throws {
        let id: Int64 = try row.field(Columns.id, of: "budget", id: nil)
        budget = Budget(
            id: id, month: try row.parsed(Columns.month, of: "budget", id: id, YearMonth.parse),
            description: try row.optionalText(Columns.description, of: "budget", id: id),
            templateID: try row.field(Columns.templateID, of: "budget", id: id),
            monthDelta: Money(cents: try row.field(Columns.monthDelta, of: "budget", id: id)))
    }
}

extension Budget {
    /// Reads the `BudgetRecord.Columns` selection.
    package init(row: Row) throws { self = try BudgetRecord(row: row).budget }
}
