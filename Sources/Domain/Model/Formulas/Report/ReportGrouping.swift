/// What a report groups its transactions by.
public enum ReportGrouping: String, Sendable, Hashable, CaseIterable {
    case category, line, kind, name, month
    /// Where each transaction came from (`tx.source`): typed, a notification, an import.
    case source

    /// The label of the transactions that have no such group: `free` without a line (a free
    /// transaction, as `tx list` calls it), `(none)` without a category.
    public var noneLabel: String { self == .line ? ReportGroup.freeLabel : ReportGroup.noneLabel }

    /// The column header of the group, e.g. `Category`.
    public var title: String {
        switch self {
        case .category: "Category"
        case .line: "Line"
        case .kind: "Kind"
        case .name: "Name"
        case .month: "Month"
        case .source: "Source"
        }
    }
}
