import CommandKit
import Model

/// The settings feature: pay day, currency and exchange rates, and the maintenance commands (backup, compact, doctor).
public enum SettingsFeature {
    public static let commands: [any PulpeCommand.Type] = [
        SettingsShowCommand.self, SettingsPayDayCommand.self, SettingsCurrencyCommand.self, SettingsMaxTransactionCommand.self,
        SettingsLocaleCommand.self,
        SettingsStartingBalanceCommand.self, RateSetCommand.self, RateListCommand.self, RateRemoveCommand.self,
        BackupCommand.self, CompactCommand.self, DoctorCommand.self,
    ]
}
