import CommandKit
import Shared
import Testing

@testable import SyncFeature

/// The sync commands read their words and refuse what they cannot use, naming it.
@Suite struct SettingsSyncCommandTests {
    @Test(arguments: [("auto", true), ("off", false), ("AUTO", true), ("manual", false)])
    func readsTheSetting(word: String, auto: Bool) throws {
        let parsed = try CommandParser(specs: [SettingsSyncCommand.spec], commonOptions: []).parse(
            try Tokenizer.tokenize("settings set sync \(word)"), scope: { _ in nil })
        #expect(try SettingsSyncCommand(parsed).auto == auto)
    }

    @Test func refusesAnotherWord() throws {
        let parsed = try CommandParser(specs: [SettingsSyncCommand.spec], commonOptions: []).parse(
            try Tokenizer.tokenize("settings set sync sometimes"), scope: { _ in nil })
        #expect(throws: (any Error).self) { try SettingsSyncCommand(parsed) }
        do {
            _ = try SettingsSyncCommand(parsed)
        } catch {
            #expect("\(error)".contains("'sometimes' is not a sync setting: use auto or off"))
        }
    }

    @Test func refusesAnEmptyDeviceName() throws {
        let parsed = try CommandParser(specs: [SyncInitCommand.spec], commonOptions: []).parse(
            try Tokenizer.tokenize("sync init postgres://a@b/c --name '  '"), scope: { _ in nil })
        #expect(throws: (any Error).self) { try SyncInitCommand(parsed) }
    }
}
