import GRDB
import Model
import Shared

/// A `favourite` row read through GRDB.
package struct FavouriteRecord: FetchableRecord {
    package enum Columns: Int, RecordColumns {
        case id, name, amount, kind, lineName, category, useCount, lastUsed

        package var name: String {
            switch self {
            case .id: "id"
            case .name: "name"
            case .amount: "amount_cents"
            case .kind: "kind"
            case .lineName: "line_name"
            case .category: "category"
            case .useCount: "use_count"
            case .lastUsed: "last_used"
            }
        }
    }

    package let favourite: Favourite

    package init(row: Row) throws {
        let table = "favourite"
        let id: Int64 = try row.field(Columns.id, of: table, id: nil)
        favourite = Favourite(
            id: id, name: try row.field(Columns.name, of: table, id: id),
            amount: Money(cents: try row.field(Columns.amount, of: table, id: id)),
            kind: try row.parsed(Columns.kind, of: table, id: id, Kind.init(rawValue:)),
            lineName: try row.field(Columns.lineName, of: table, id: id), category: try row.field(Columns.category, of: table, id: id),
            useCount: try row.field(Columns.useCount, of: table, id: id),
            lastUsed: try row.parsedIfPresent(Columns.lastUsed, of: table, id: id, LocalDate.parse))
    }
}
