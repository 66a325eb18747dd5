/// How `line spread` uses its amount (Docs/Domain.md §7).
public enum SpreadMode: String, Sendable, Equatable, CaseIterable {
    /// The amount is the total, split in cents with the remainder on the first months.
    case total
    /// The amount goes into every month.
    case perMonth
}
