import GRDB
import Model
import Shared

/// A `template` row read through GRDB.
package struct TemplateRecord: FetchableRecord {
    package enum Columns: Int, RecordColumns {
        case id, name, description, isDefault

        package var name: String {
            switch self {
            case .id: "id"
            case .name: "name"
            case .description: "description"
            case .isDefault: "is_default"
            }
        }
    }

    package let template: Template

    package init(row: Row) throws {
        let id: Int64 = try row.field(Columns.id, of: "template", id: nil)
        template = Template(
            id: id, name: try row.text(Columns.name, of: "template", id: id),
            description: try row.optionalText(Columns.description, of: "template", id: id),
            isDefault: try row.field(Columns.isDefault, of: "template", id: id))
    }
}

extension Template {
    package static let columns = TemplateRecord.Columns.selection

    /// Reads the `TemplateRecord.Columns` selection.
    package init(row: Row) throws { self = try TemplateRecord(row: row).template }
}
