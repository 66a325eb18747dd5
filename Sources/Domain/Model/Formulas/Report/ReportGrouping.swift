/// What a report groups its transactions by.
public enum ReportGrouping: String, Sendable, Hashable, CaseIterable {
    case category, line, kind, name, month
    /// Where each transaction came from (`tx.source`): typed, a notification, an import.
    case source

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
