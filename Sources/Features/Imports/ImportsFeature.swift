import CommandKit
import Model

/// Bank statements in (CSV with saved profiles, the rules that place rows on lines) without
/// ever adding a row twice.
public enum ImportsFeature {
    public static let commands: [any PulpeCommand.Type] = [
        ImportFileCommand.self, ImportCSVCommand.self, ImportCamtCommand.self, ImportOFXCommand.self,
        ImportQIFCommand.self, ImportMT940Command.self, ImportProfileAddCommand.self, ImportProfileListCommand.self,
        ImportProfileRemoveCommand.self,
        RuleAddCommand.self, RuleListCommand.self, RuleRemoveCommand.self, RuleTestCommand.self, ExportCSVCommand.self,
        ExportJournalCommand.self, ExportJSONCommand.self, ImportJSONCommand.self, TxParseCommand.self, ImportNotificationsCommand.self,
        PatternAddCommand.self, PatternListCommand.self, PatternRemoveCommand.self,
    ]
}
