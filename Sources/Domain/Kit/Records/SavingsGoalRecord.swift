import GRDB
import Model
import Shared

/// A `savings_goal` row read through GRDB.
package struct SavingsGoalRecord: FetchableRecord {
    package enum Columns: Int, RecordColumns {
        case id, name, target, targetDate, startDate, initialAmount, status, createdOn

        package var name: String {
            switch self {
            case .id: "id"
            case .name: "name"
            case .target: "target_cents"
            case .targetDate: "target_date"
            case .startDate: "start_date"
            case .initialAmount: "initial_cents"
            case .status: "status"
            case .createdOn: "created_on"
            }
        }
    }

    package let goal: SavingsGoal

    package init(row: Row) throws {
        let table = "savings_goal"
        let id: Int64 = try row.field(Columns.id, of: table, id: nil)
        goal = SavingsGoal(
            id: id, name: try row.text(Columns.name, of: table, id: id),
            target: (try row.field(Columns.target, of: table, id: id) as Int64?).map(Money.init(cents:)),
            targetDate: try row.parsedIfPresent(Columns.targetDate, of: table, id: id, LocalDate.parse),
            startDate: try row.parsedIfPresent(Columns.startDate, of: table, id: id, LocalDate.parse),
            initialAmount: Money(cents: try row.field(Columns.initialAmount, of: table, id: id)),
            status: try row.parsed(Columns.status, of: table, id: id, SavingsGoal.Status.init(rawValue:)),
            createdOn: try row.parsed(Columns.createdOn, of: table, id: id, LocalDate.parse))
    }
}

extension SavingsGoal {
    /// Reads the `SavingsGoalRecord.Columns` selection.
    package init(row: Row) throws { self = try SavingsGoalRecord(row: row).goal }
}
