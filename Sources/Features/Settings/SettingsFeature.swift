import CommandKit
import Domain
import Model

/// The settings feature: pay day and currency.
public enum SettingsFeature {
    public static let commands: [any PulpeCommand.Type] = [
        SettingsShowCommand.self, SettingsPayDayCommand.self, SettingsCurrencyCommand.self,
    ]
}
