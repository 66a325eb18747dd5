import Foundation
@preconcurrency import Glibc
import Testing

@testable import Terminal

@Suite struct HistoryFileTests {
    /// A fresh folder under the temporary directory, with the history file two levels below it.
    private func temporaryHistoryPath() -> (root: String, file: String) {
        let root = NSTemporaryDirectory() + "pulpe-history-\(UUID().uuidString)"
        return (root, root + "/state/pulpe/history")
    }

    private func mode(of path: String) -> mode_t {
        var info = stat()
        _ = stat(path, &info)
        return info.st_mode & 0o777
    }

    @Test func createsFolderWith0700AndFileWith0600() throws {
        let (root, file) = temporaryHistoryPath()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let history = HistoryFile(path: file)
        #expect(try history.append("budget list"))
        #expect(mode(of: file) == 0o600)
        #expect(mode(of: (file as NSString).deletingLastPathComponent) == 0o700)
    }

    @Test func tightensTheModeOfAnExistingFile() throws {
        let (root, file) = temporaryHistoryPath()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: file, contents: Data("old\n".utf8), attributes: [.posixPermissions: 0o644])
        try HistoryFile(path: file).append("new")
        #expect(mode(of: file) == 0o600)
        #expect(try HistoryFile(path: file).load() == ["old", "new"])
    }

    @Test func missingFileIsAnEmptyHistory() throws {
        let (root, file) = temporaryHistoryPath()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try HistoryFile(path: file).load() == [])
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func dropsConsecutiveDuplicatesAndBlankLines() throws {
        let (root, file) = temporaryHistoryPath()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let history = HistoryFile(path: file)
        #expect(try history.append("tx list"))
        #expect(try !history.append("tx list"))
        #expect(try !history.append("tx list  "), "trailing spaces (left by Tab) do not make a new entry")
        #expect(try !history.append(""))
        #expect(try !history.append("   \t"))
        #expect(try history.append("budget list"))
        #expect(try history.append("tx list"), "only consecutive duplicates are dropped")
        #expect(try HistoryFile(path: file).load() == ["tx list", "budget list", "tx list"])
    }

    @Test func savesEveryEntryImmediately() throws {
        let (root, file) = temporaryHistoryPath()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let history = HistoryFile(path: file)
        try history.append("first")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "first\n")
        try history.append("second")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "first\nsecond\n")
    }

    @Test func keepsTheLast1000Entries() throws {
        let (root, file) = temporaryHistoryPath()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let history = HistoryFile(path: file)
        #expect(history.limit == 1000)
        for number in 1...1005 { try history.append("command \(number)") }
        let reloaded = try HistoryFile(path: file).load()
        #expect(reloaded.count == 1000)
        #expect(reloaded.first == "command 6")
        #expect(reloaded.last == "command 1005")
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1000, "the file itself is rewritten to the cap")
        #expect(mode(of: file) == 0o600, "the rewritten file keeps its mode")
    }

    @Test func loadKeepsOnlyTheLastEntriesOfALongerFile() throws {
        let (root, file) = temporaryHistoryPath()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try (1...8).map { "c\($0)\n" }.joined().write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try HistoryFile(path: file, limit: 3).load() == ["c6", "c7", "c8"])
    }

    @Test func survivesReloadWithNewlinesAndBackslashes() throws {
        let (root, file) = temporaryHistoryPath()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let entries = [#"tx add "Café crème" 4.50"#, "two\nlines", #"back\slash \n literal"#, "Épargne 🏖"]
        let history = HistoryFile(path: file)
        for entry in entries { try history.append(entry) }
        #expect(try HistoryFile(path: file).load() == entries)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.split(separator: "\n").count == entries.count, "one physical line per entry")
    }

    @Test func appendAfterReloadContinuesTheRules() throws {
        let (root, file) = temporaryHistoryPath()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try HistoryFile(path: file).append("quit")
        let second = HistoryFile(path: file)
        #expect(try !second.append("quit"), "the previous session's last entry counts")
        #expect(try second.append("help"))
        #expect(try second.load() == ["quit", "help"])
    }

    @Test func ignoresLibeditHeaderAndKeepsUnknownEscapes() {
        let history = HistoryFile(path: "/nonexistent/history")
        #expect(history.parse("_HiStOrY_V2_\nbudget\\040list\n\n  \nquit\n") == [#"budget\040list"#, "quit"])
    }

    @Test(arguments: ["plain", "a\\b", "line\nbreak", "cr\rhere", "ends with \\", "\\n"])
    func encodingRoundTrips(entry: String) {
        let encoded = HistoryFile.encode(entry)
        #expect(!encoded.contains("\n") && !encoded.contains("\r"))
        #expect(HistoryFile.decode(encoded) == entry)
    }

    @Test func reportsAFolderThatCannotBeCreated() throws {
        let (root, _) = temporaryHistoryPath()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = FileManager.default.createFile(atPath: root, contents: Data())  // a file where a folder should be
        let history = HistoryFile(path: root + "/pulpe/history")
        #expect(throws: HistoryFileError.self) { try history.append("x") }
    }
}
