import GRDB
import Model
import Shared

/// A `budget_line` row read through GRDB.
package struct BudgetLineRecord: FetchableRecord {
    package enum Columns: Int, RecordColumns {
        case id, budgetID, name, amount, kind, recurrence, checkedAt, isManuallyAdjusted, templateLineID, savingsGoalID, spreadGroup

        package var name: String {
            switch self {
            case .id: "id"
            case .budgetID: "budget_id"
            case .name: "name"
            case .amount: "amount_cents"
            case .kind: "kind"
            case .recurrence: "recurrence"
            case .checkedAt: "checked_at"
            case .isManuallyAdjusted: "is_manually_adjusted"
            case .templateLineID: "template_line_id"
            case .savingsGoalID: "savings_goal_id"
            case .spreadGroup: "spread_group"
            }
        }
    }

    package let line: BudgetLine

    package init(row: Row) throws {
        let table = "budget_line"
        let id: Int64 = try row.field(Columns.id, of: table, id: nil)
        line = BudgetLine(
            id: id, budgetID: try row.field(Columns.budgetID, of: table, id: id), name: try row.text(Columns.name, of: table, id: id),
            amount: Money(cents: try row.field(Columns.amount, of: table, id: id)),
            kind: try row.parsed(Columns.kind, of: table, id: id, Kind.init(rawValue:)),
            recurrence: try row.parsed(Columns.recurrence, of: table, id: id, Recurrence.init(rawValue:)),
            isChecked: try row.optionalText(Columns.checkedAt, of: table, id: id) != nil,
            isManuallyAdjusted: try row.field(Columns.isManuallyAdjusted, of: table, id: id),
            templateLineID: try row.field(Columns.templateLineID, of: table, id: id),
            savingsGoalID: try row.field(Columns.savingsGoalID, of: table, id: id),
            spreadGroup: try row.optionalText(Columns.spreadGroup, of: table, id: id))
    }
}

extension BudgetLine {
    /// Reads the `BudgetLineRecord.Columns` selection.
    package init(row: Row) throws { self = try BudgetLineRecord(row: row).line }
}
