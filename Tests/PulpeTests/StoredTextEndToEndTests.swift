import Foundation
import TestSupport
import Testing

/// Text that reaches the database another way than typing (an older release, another tool, a
/// restored file) never drives the terminal: every output shows its control characters, `doctor`
/// finds them and `doctor --fix` cleans them; `import json` cleans them on the way in.
@Suite(.serialized) struct StoredTextEndToEndTests {
    static let hostile = "Migros\u{1B}]0;PWNED\u{07}\u{1B}[2J"

    private func prepared() async throws -> PulpeProcess { try await PulpeProcess.withOneTransaction() }

    @Test func storedControlCharactersAreShownNotObeyedThenFoundAndCleaned() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        try RawDatabase.execute(pulpe.databasePath, "UPDATE tx SET name = ? WHERE id = 1", [Self.hostile])
        try RawDatabase.execute(pulpe.databasePath, "UPDATE budget_line SET name = ? WHERE id = 1", ["Groc\u{202E}eries"])
        for command in ["tx list", "budget show", "tx show #1", "report --by name", "changes"] {
            let result = try await pulpe.run(["-c", command])
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(
                !result.stdout.contains("\u{1B}]") && !result.stdout.contains("\u{1B}[2J") && !result.stdout.contains("\u{07}"),
                "\(command)")
            #expect(!result.stdout.contains("\u{202E}"), "\(command)")
        }
        let list = try await pulpe.run(["-c", "tx list"])
        #expect(list.stdout.contains("Migros^[]0;PWNED^G^[[2J"), "\(list.stdout)")
        for csv in [["-c", "export csv"], ["-c", ".mode csv", "-c", "tx list"]] {
            let rows = try await pulpe.run(csv)
            #expect(rows.stdout.contains("Migros^[]0;PWNED^G^[[2J") && !rows.stdout.contains("\u{1B}"), "\(csv): \(rows.stdout)")
        }

        let doctor = try await pulpe.run(["-c", "doctor"])
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("tx #1 name 'Migros^[]0;PWNED^G^[[2J' holds the character U+001B"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("budget_line #1 name 'Groc<U+202E>eries' holds the character U+202E"), "\(doctor.stdout)")

        let fix = try await pulpe.run(["-c", "doctor --fix"])
        #expect(fix.status == 0, "\(fix.stdout)\(fix.stderr)")
        #expect(fix.stdout.hasPrefix("Cleaned 2 stored text values.\n"), "\(fix.stdout)")
        let found = try await pulpe.run(["--json", "-c", "tx list --all --search pwned"])
        #expect(found.stdout.contains(#""name":"Migros ]0;PWNED  [2J""#), "\(found.stdout)")
        let line = try await pulpe.run(["-c", "tx add Coop 10 --line groceries"])
        #expect(line.status == 0, "the cleaned line is found by its name: \(line.stderr)")
    }

    @Test func errorsQuotingAFileShowItsControlCharacters() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        try pulpe.write("bad.csv", "Datum;Betrag;Text\n05.11.2026;-5,00;Coop\n06.11.2026;\u{1B}[2J\u{07};Migros\n")
        let result = try await pulpe.run(["-c", "import csv bad.csv"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("'^[[2J^G' is not an amount"), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}"), "\(result.stderr)")
    }

    @Test func importJSONCleansNamesOnTheWayIn() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let export = try await pulpe.run(["-c", "export json db.json"])
        #expect(export.status == 0, "\(export.stderr)")
        let path = pulpe.folder.appendingPathComponent("db.json").path
        let document = try String(contentsOfFile: path, encoding: .utf8)
        #expect(document.contains("\"Migros\""))
        try document.replacingOccurrences(of: "\"Migros\"", with: "\"Mig\\u001b[2Jros\\u202e\"").write(
            toFile: path, atomically: true, encoding: .utf8)
        let other = pulpe.folder.appendingPathComponent("other.sqlite").path
        let restore = try await pulpe.run(["-c", "import json db.json"], database: other)
        #expect(restore.status == 0, "\(restore.stderr)")
        #expect(restore.stdout.contains("Cleaned 1 name holding control or invisible characters"), "\(restore.stdout)")
        let list = try await pulpe.run(["--json", "-c", "tx list"], database: other)
        #expect(list.stdout.contains(#""name":"Mig [2Jros""#), "\(list.stdout)")
        let doctor = try await pulpe.run(["-c", "doctor"], database: other)
        #expect(doctor.status == 0, "\(doctor.stdout)")
    }

    @Test func aCleanedNameThatMeetsAnotherKeepsBoth() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["-c", "goal new Trip --target 100", "-c", "goal new Tripx --target 200", "-c", "export json db.json"])
        let path = pulpe.folder.appendingPathComponent("db.json").path
        let document = try String(contentsOfFile: path, encoding: .utf8)
        // Tripx becomes Trip + ESC, which cleans to "Trip": taken, so it is kept as "Trip #2".
        try document.replacingOccurrences(of: "\"Tripx\"", with: "\"Trip\\u001b\"").replacingOccurrences(
            of: "\"tripx\"", with: "\"trip\\u001b\""
        )
        .write(toFile: path, atomically: true, encoding: .utf8)
        let other = pulpe.folder.appendingPathComponent("other.sqlite").path
        let restore = try await pulpe.run(["-c", "import json db.json"], database: other)
        #expect(restore.status == 0, "\(restore.stderr)")
        let goals = try await pulpe.run(["--json", "-c", "goal list"], database: other)
        #expect(goals.stdout.contains(#""name":"Trip""#) && goals.stdout.contains(#""name":"Trip #2""#), "\(goals.stdout)")
    }

    @Test func namesRefuseInvisibleCharactersAndCategoriesAreBounded() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let bidi = try await pulpe.run(["-c", "tx add Coop\u{202E}gnp 3"])
        #expect(bidi.status == 65)
        #expect(bidi.stderr.contains("a transaction name cannot hold the invisible character U+202E"), "\(bidi.stderr)")
        let long = try await pulpe.run(["-c", "tx add Coop 3 --category " + String(repeating: "c", count: 101)])
        #expect(long.status == 65)
        #expect(long.stderr.contains("is longer than 100 characters: shorten it"), "\(long.stderr)")
        let count = try await pulpe.run(["--json", "-c", "tx list"])
        #expect(count.stdout.components(separatedBy: "\"name\"").count == 2, "nothing was added: \(count.stdout)")
    }
}
