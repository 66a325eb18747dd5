import CommandKit
import Domain
import Model
import Shared

/// The settings, with what the pay day means for today's period.
public struct SettingsScreen {
    let settings: Settings
    let today: LocalDate

    public init(settings: Settings, today: LocalDate) {
        self.settings = settings
        self.today = today
    }

    public func render() -> String {
        let period = PeriodFormulas.period(containing: today, payDay: settings.payDay)
        let payDay = settings.payDay == 1 ? "1 (calendar months)" : "\(settings.payDay)"
        return """
            Pay day   \(payDay)
            Currency  \(settings.currency.rawValue)
            Today (\(today)) is in budget \(period.month): \(period.start) to \(period.end).
            """
    }
}
