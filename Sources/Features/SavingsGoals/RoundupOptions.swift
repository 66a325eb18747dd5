import CommandKit
import Model
import Shared

/// The `--week` and `--unit` values the round-up commands share.
enum RoundupOptions {
    static let week = OptionSpec(
        "--week", value: "YYYY-Www", "a week by its ISO number, from the locale's first weekday (default: this week)")
    static let unit = OptionSpec("--unit", value: "1|5|10", "round up to the next multiple of this (default 1)")

    static func week(_ text: String) throws -> IsoWeek {
        guard let week = IsoWeek.parse(text) else {
            throw DomainError.invalidValue("'\(text)' is not an ISO week: use YYYY-Www, e.g. 2026-W46")
        }
        return week
    }

    /// The week `number` names, or this week, from the locale's first weekday (`DateRules`).
    static func week(_ number: IsoWeek?, today: LocalDate) -> Week {
        let firstWeekday = DateRules.current.firstWeekday
        return number.map { Week($0, firstWeekday: firstWeekday) } ?? Week(containing: today, firstWeekday: firstWeekday)
    }

    static func unit(_ text: String) throws -> RoundupUnit {
        guard let unit = RoundupUnit.parse(text) else {
            throw DomainError.invalidValue("'\(text)' is not a round-up unit: use 1, 5 or 10")
        }
        return unit
    }
}
