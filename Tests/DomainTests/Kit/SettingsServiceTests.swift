import Model
import Testing

@Suite struct SettingsServiceTests {
    let services: TestServices

    init() throws { services = try TestServices() }

    @Test func aNewDatabaseUsesCalendarMonthsAndFrancs() async throws {
        #expect(try await services.settings.settings() == Settings(payDay: 1, currency: .chf))
    }

    @Test(arguments: [1, 2, 15, 27, 31])
    func aPayDayFrom1To31IsStored(payDay: Int) async throws {
        let returned = try await services.settings.setPayDay(payDay)
        #expect(returned.payDay == payDay)
        #expect(try await services.settings.settings().payDay == payDay)
    }

    @Test(arguments: [0, 32, -1])
    func aPayDayOutside1To31IsRefusedAndNothingChanges(payDay: Int) async throws {
        _ = try await services.settings.setPayDay(27)
        let error = await #expect(throws: DomainError.self) { try await services.settings.setPayDay(payDay) }
        guard case .invalidValue(let message) = error else {
            Issue.record("expected invalidValue, got \(String(describing: error))")
            return
        }
        #expect(message.contains("(got \(payDay))"))
        #expect(try await services.settings.settings().payDay == 27)
    }

    @Test func theCurrencyIsStoredWithoutTouchingThePayDay() async throws {
        _ = try await services.settings.setPayDay(25)
        #expect(try await services.settings.setCurrency(.eur) == Settings(payDay: 25, currency: .eur))
        #expect(try await services.settings.settings() == Settings(payDay: 25, currency: .eur))
    }
}
