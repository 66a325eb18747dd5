import CommandKit
import Foundation
import Shared
import Testing

@testable import PulpeApp

/// What Tab offers, for each kind of word.
@Suite struct CompletionEngineTests {
    let engine = CompletionEngine(
        parser: CommandRegistry.parser,
        snapshot: CompletionSnapshot(
            months: ["2026-10", "2026-11"], lines: ["Rent", "Rainy day", "Groceries"],
            transactions: ["Migros"], templates: ["Normal month"], goals: [])
    )

    @Test(
        arguments: [
            ("", "bud", ["budget"]),
            ("", "tx", ["tx"]),
            ("budget ", "", ["new", "list", "show", "delete", "year", "set"]),
            ("budget ", "s", ["show", "set"]),
            ("line ", "a", ["add"]),
            ("line add ", "", ["income", "expense", "saving"]),
            ("line add ex", "", []),
            ("line add ", "sa", ["saving"]),
            ("budget show ", "2026-1", ["2026-10", "2026-11"]),
            ("line check ", "r", ["Rent", "\"Rainy day\""]),
            ("line check ", "\"Rai", ["\"Rainy day\""]),
            ("tx add Coffee 4 ", "--l", ["--line"]),
            ("tx add Coffee 4 --line ", "g", ["Groceries"]),
            ("tx check ", "", ["last", "Migros"]),
            ("tx list --sort ", "a", ["amount"]),
            ("template show ", "n", ["\"Normal month\""]),
            ("open ", "bud", ["budgets", "budget"]),
            ("settings ", "", ["set"]),
            ("settings set ", "p", ["payday"]),
            ("budget list ", "--", ["--year", "--json"]),
            ("budget list --year 2026 ", "--", ["--json"]),
            ("help ", "sett", ["settings"]),
            ("help line ", "a", ["add"]),
            ("help template line ", "", ["add", "set", "remove"]),
        ] as [(String, String, [String])])
    func candidates(before: String, word: String, expected: [String]) {
        #expect(engine.candidates(before: before, word: word) == expected)
    }

    /// The line editor splits words at quotes and spaces, so an open quote is in the text before.
    @Test(
        arguments: [
            ("line check \"", "Rai", ["Rainy day\""]),
            ("line check \"", "r", ["Rent\"", "Rainy day\""]),
            ("line check \"Rainy ", "d", ["day\""]),
            ("line check 'rainy ", "", ["day'"]),
            ("line check \"Rainy ", "x", []),
            ("tx add Coffee 4 --line \"", "Gro", ["Groceries\""]),
        ] as [(String, String, [String])])
    func afterAnOpeningQuoteTheRestOfTheNameAndTheClosingQuote(before: String, word: String, expected: [String]) {
        #expect(engine.candidates(before: before, word: word) == expected)
    }

    @Test(
        arguments: [
            (".mode ", "", ["table", "json", "csv"]),
            (".mode ", "c", ["csv"]),
            (".bail ", "", ["on", "off"]),
            (".bail ", "of", ["off"]),
        ] as [(String, String, [String])])
    func valuesOfTheMetaCommands(before: String, word: String, expected: [String]) {
        #expect(engine.candidates(before: before, word: word) == expected)
    }

    @Test func readCompletesFileNamesAndFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("notes"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("november.pulpe").path, contents: Data()))
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(".hidden").path, contents: Data()))
        let path = folder.path + "/"
        #expect(engine.candidates(before: ".read ", word: path + "no") == [path + "notes/", path + "november.pulpe"])
        #expect(engine.candidates(before: ".read ", word: path + "nov") == [path + "november.pulpe"])
        #expect(engine.candidates(before: ".read ", word: path) == [path + "notes/", path + "november.pulpe"])
        #expect(engine.candidates(before: ".read ", word: path + ".") == [path + ".hidden"])
    }

    @Test func insideAnOpenTemplateTheTemplateIsNotOffered() {
        var scoped = engine
        scoped.snapshot.scopedHints = [.template]
        #expect(scoped.candidates(before: "template line add ", word: "") == ["income", "expense", "saving"])
        #expect(scoped.candidates(before: "template show ", word: "").isEmpty)
        #expect(engine.candidates(before: "template show ", word: "") == ["\"Normal month\""])
    }
}
