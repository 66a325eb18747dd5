import Shared

/// What a report reads, once its period is resolved: a range of budget months (nil for every
/// budget), or days (the ISO week), which only the raw transactions can answer.
public enum ReportSpan: Sendable, Equatable {
    case months(ClosedRange<YearMonth>?)
    case days(ClosedRange<LocalDate>)
}
