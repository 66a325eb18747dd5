import GRDB
import Model
import Shared

/// A `template_line` row read through GRDB.
package struct TemplateLineRecord: FetchableRecord {
    package enum Columns: Int, RecordColumns {
        case id, templateID, name, amount, kind, recurrence, savingsGoalID

        package var name: String {
            switch self {
            case .id: "id"
            case .templateID: "template_id"
            case .name: "name"
            case .amount: "amount_cents"
            case .kind: "kind"
            case .recurrence: "recurrence"
            case .savingsGoalID: "savings_goal_id"
            }
        }
    }

    package let line: TemplateLine

    package init(row: Row) throws {
        let table = "template_line"
        let id: Int64 = try row.field(Columns.id, of: table, id: nil)
        line = TemplateLine(
            id: id, templateID: try row.field(Columns.templateID, of: table, id: id), name: try row.text(Columns.name, of: table, id: id),
            amount: Money(cents: try row.field(Columns.amount, of: table, id: id)),
            kind: try row.parsed(Columns.kind, of: table, id: id, Kind.init(rawValue:)),
            recurrence: try row.parsed(Columns.recurrence, of: table, id: id, Recurrence.init(rawValue:)),
            savingsGoalID: try row.field(Columns.savingsGoalID, of: table, id: id))
    }
}

extension TemplateLine {
    package static let columns = TemplateLineRecord.Columns.selection

    /// Reads the `TemplateLineRecord.Columns` selection.
    package init(row: Row) throws { self = try TemplateLineRecord(row: row).line }
}
