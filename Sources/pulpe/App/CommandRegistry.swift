import AccountsFeature
import BudgetsFeature
import CommandKit
import CurrentMonthFeature
import HistoryFeature
import ImportsFeature
import Model
import ReportsFeature
import SavingsGoalsFeature
import SettingsFeature
import Shared
import SyncFeature
import TemplatesFeature
import TransactionsFeature

/// Every command of every feature, and the one parser that serves the REPL, `-c` and scripts.
enum CommandRegistry {
    static let commands: [any PulpeCommand.Type] =
        SettingsFeature.commands + AccountsFeature.commands + TemplatesFeature.commands + BudgetsFeature.commands
        + TransactionsFeature.commands + CurrentMonthFeature.commands
        + SavingsGoalsFeature.commands + ReportsFeature.commands + HistoryFeature.commands
        + ImportsFeature.commands + SyncFeature.commands

    /// Commands handled by the session itself (navigation, help, meta-commands).
    static let sessionSpecs: [CommandSpec] = NavigationCommand.specs + SessionCommand.specs

    static let byName: [String: any PulpeCommand.Type] =
        Dictionary(uniqueKeysWithValues: commands.map { ($0.spec.name, $0) })

    static let parser = CommandParser(specs: commands.map { $0.spec } + sessionSpecs, commonOptions: [OptionSpec.json])
}
