import Foundation
import GRDB
import Model
import Shared

/// Column lists and row decoders shared by the services, so every query reads models alike.
enum Columns {
    static let budget = "id, month, description, template_id, month_delta_cents"
    static let line = """
        id, budget_id, name, amount_cents, kind, recurrence, checked_at, is_manually_adjusted,
        template_line_id, savings_goal_id, spread_group
        """
    static let transaction = """
        id, budget_id, budget_line_id, name, amount_cents, kind, date, checked_at, category, source_goal_id
        """
}

extension Statement {
    /// The first row decoded where it stands; `Row.fetchOne` would copy it first. Lookups by key
    /// run several times per command.
    func decodeFirst<T>(arguments: StatementArguments = StatementArguments(), _ decode: (Row) throws -> T) throws -> T? {
        let cursor = try Row.fetchCursor(self, arguments: arguments)
        guard let row = try cursor.next() else { return nil }
        // The row reads the statement in place: the cursor must not reset it before decoding.
        return try withExtendedLifetime(cursor) { try decode(row) }
    }
}

extension Budget {
    /// Decodes the `Columns.budget` columns starting at `offset`.
    init(row: Row, offset: Int = 0) {
        self.init(
            id: row[offset], month: YearMonth.parse(row[offset + 1]) ?? YearMonth(year: 1970, month: 1),
            description: row[offset + 2], templateID: row[offset + 3], monthDelta: Money(cents: row[offset + 4])
        )
    }
}

extension BudgetLine {
    init(row: Row) {
        self.init(
            id: row[0], budgetID: row[1], name: row[2], amount: Money(cents: row[3]),
            kind: Kind(rawValue: row[4]) ?? .expense, recurrence: Recurrence(rawValue: row[5]) ?? .fixed,
            isChecked: row[6] as String? != nil, isManuallyAdjusted: row[7],
            templateLineID: row[8], savingsGoalID: row[9], spreadGroup: row[10]
        )
    }
}

extension Transaction {
    init(row: Row) {
        self.init(
            id: row[0], budgetID: row[1], lineID: row[2], name: row[3], amount: Money(cents: row[4]),
            kind: Kind(rawValue: row[5]) ?? .expense, date: LocalDate.parse(row[6]) ?? LocalDate(year: 1970, month: 1, day: 1),
            isChecked: row[7] as String? != nil, category: row[8], sourceGoalID: row[9]
        )
    }
}

/// The timestamp stored in `checked_at`.
enum Timestamp {
    static func string(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}

extension Template {
    static let columns = "id, name, description, is_default"

    init(row: Row) {
        self.init(id: row[0], name: row[1], description: row[2], isDefault: row[3])
    }
}

extension TemplateLine {
    static let columns = "id, template_id, name, amount_cents, kind, recurrence, savings_goal_id"

    init(row: Row) {
        self.init(
            id: row[0], templateID: row[1], name: row[2], amount: Money(cents: row[3]),
            kind: Kind(rawValue: row[4]) ?? .expense, recurrence: Recurrence(rawValue: row[5]) ?? .fixed,
            savingsGoalID: row[6])
    }
}
