import CommandKit
import Domain
import Model
import Shared

/// The `--week` and `--unit` values the round-up commands share.
enum RoundupOptions {
    static let week = OptionSpec("--week", value: "YYYY-Www", "an ISO week, Monday to Sunday (default: this week)")
    static let unit = OptionSpec("--unit", value: "1|5|10", "round up to the next multiple of this (default 1)")

    static func week(_ text: String) throws -> IsoWeek {
        guard let week = IsoWeek.parse(text) else {
            throw DomainError.invalidArgument("'\(text)' is not an ISO week: use YYYY-Www, e.g. 2026-W46 (weeks start on Monday)")
        }
        return week
    }

    static func unit(_ text: String) throws -> RoundupUnit {
        guard let unit = RoundupUnit.parse(text) else {
            throw DomainError.invalidArgument("'\(text)' is not a round-up unit: use 1, 5 or 10")
        }
        return unit
    }
}
