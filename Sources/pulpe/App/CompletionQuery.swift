import CommandKit
import Foundation
import Model
import Persistence
import Shared
import Stores

/// What Tab offers for a command line typed in the shell's `pulpe -c '…'`: the REPL's completion
/// (`CompletionEngine`), names included, read from the database, which is opened read-only and
/// never created. The completion scripts call `pulpe --complete LINE` for argument values.
///
/// Example: with a budget holding "Rent" and "Rainy day", `line check R` gives `Rent` and
/// `"Rainy day"`; `line check "Rainy d` gives `day"`.
public enum CompletionQuery {
    /// The candidates replacing the line's last word (the text after its last space).
    @MainActor
    public static func candidates(line: String, databasePath: String, today: LocalDate) async -> [String] {
        let split = line.lastIndex(of: " ").map { line.index(after: $0) } ?? line.startIndex
        let before = String(line[..<split])
        let word = String(line[split...])
        var snapshot = CompletionSnapshot()
        // Unheard: Tab must never fail; without the database only commands and options complete.
        if FileManager.default.fileExists(atPath: databasePath), let database = try? AppDatabase.open(path: databasePath, readOnly: true) {
            defer { database.close() }
            snapshot = await CompletionSnapshot.load(context: CommandContext(stores: AppStores(database: database), today: today))
        }
        return CompletionEngine(parser: CommandRegistry.parser, snapshot: snapshot).candidates(before: before, word: word)
    }
}
