import CommandKit
import Model
import Shared
import Testing

@testable import SettingsFeature

/// `settings set payday N` takes a whole day of the month, 1 to 31.
@Suite struct SettingsPayDayCommandTests {
    private func parse(_ line: String) throws -> SettingsPayDayCommand {
        try SettingsPayDayCommand(CommandParser(specs: [SettingsPayDayCommand.spec]).parse(Tokenizer.tokenize(line)))
    }

    @Test(arguments: [1, 15, 25, 31])
    func acceptsDaysOfTheMonth(day: Int) throws {
        #expect(try parse("settings set payday \(day)").payDay == day)
    }

    @Test(arguments: ["0", "32", "-1", "2.5", "twenty"])
    func refusesAnythingElse(text: String) {
        #expect(throws: DomainError.invalidValue("pay day must be a whole number from 1 to 31 (got '\(text)'); 1 means calendar months")) {
            try parse("settings set payday \(text)")
        }
    }

    @Test func theScreenSaysWhichPeriodTodayIsIn() {
        let screen = SettingsScreen(settings: Settings(payDay: 25), today: LocalDate(year: 2026, month: 11, day: 13)).render()
        #expect(screen.contains("Today (2026-11-13) is in budget 2026-11: 2026-10-25 to 2026-11-24."))
    }
}
