import Model
import Shared

/// Refuses months and dates that `YYYY-MM` cannot hold before anything is written: a budget for
/// 10000-01 could not be shown, deleted or sorted, yet its net would roll into every later month.
package enum SupportedRange {
    package static func check(_ month: YearMonth) throws(DomainError) {
        guard month.isSupported else {
            throw .invalidValue(
                "month \(month) is outside the months pulpe supports, "
                    + "\(YearMonth.earliestSupported) to \(YearMonth.latestSupported): nothing was written; stay within that range")
        }
    }

    package static func check(_ date: LocalDate) throws(DomainError) {
        guard date.yearMonth.isSupported else {
            throw .invalidValue(
                "date \(date) is outside the dates pulpe supports, "
                    + "\(YearMonth.earliestSupported.firstDay) to \(YearMonth.latestSupported.lastDay): choose a date in that range")
        }
    }
}
