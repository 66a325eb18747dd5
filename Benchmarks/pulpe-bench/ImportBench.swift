import DomainKit
import Foundation
import Importing
import Model
import Persistence
import Planning
import Shared

/// The import figures (README, "Speed"): a CSV statement of N rows imported into a database
/// with a default template of 12 lines and 10 rules (budgets created for the 12 months of 2026),
/// the same file imported again (every row already there), and `export csv` of the result.
enum ImportBench {
    static let keys: Set<String> = ["import", "reimport", "export"]
    static let payees = [
        "MIGROS ZURICH", "COOP PRONTO 12", "SBB CFF FFS", "Swisscom", "SHELL 42", "Apotheke am Platz", "Bäckerei Müller", "Netflix",
        "Cinema Capitol", "Restaurant Post", "IKEA Spreitenbach", "Digitec Galaxus", "Zalando", "TWINT Anna", "Kiosk Bahnhof",
        "Landi", "Denner", "Aldi Suisse", "Lidl", "Manor",
    ]

    static func csvPath(_ work: String, _ size: DataSize) -> String { "\(work)/import-\(size).csv" }
    static func basePath(_ work: String) -> String { "\(work)/import-base-g1.sqlite" }
    static func importedPath(_ work: String, _ size: DataSize) -> String { "\(work)/imported-\(size)-g1.sqlite" }

    /// Writes the CSV (semicolon, DD.MM.YYYY, decimal comma, a payee, no reference: the key is
    /// the date, amount, payee and occurrence), the base database, and the imported database.
    static func prepare(work: String, size: DataSize, pulpe: String) async throws {
        let csv = csvPath(work, size)
        if !FileManager.default.fileExists(atPath: csv) {
            guard FileManager.default.createFile(atPath: csv, contents: nil), let handle = FileHandle(forWritingAtPath: csv) else {
                throw BenchError("cannot write \(csv)")
            }
            var generator = SeededGenerator(seed: 11)
            var chunk = "Datum;Buchungstext;Betrag\n"
            for index in 0..<size.transactions {
                // 2026-01-01 … 2026-12-31, in date order.
                let day = LocalDate(year: 2026, month: 1, day: 1).adding(days: index * 365 / size.transactions)
                let payee = payees[Int(generator.next() % UInt64(payees.count))]
                let cents = Int64(generator.next() % 20_000) + 100
                let income = index % 50 == 0
                let amount = (income ? "" : "-") + String(cents / 100) + "," + String(format: "%02d", Int(cents % 100))
                chunk += String(format: "%02d.%02d.%04d", day.day, day.month, day.year) + ";" + payee + ";" + amount + "\n"
                if chunk.utf8.count > 1 << 20 {
                    handle.write(Data(chunk.utf8))
                    chunk = ""
                }
            }
            handle.write(Data(chunk.utf8))
            try handle.close()
        }
        let base = basePath(work)
        if !DatabaseFiles.exists(base) {
            let database = try AppDatabase.open(path: base)
            _ = try await SettingsService(database: database).setPayDay(25)
            let templates = TemplateService(database: database)
            let template = try await templates.create(name: "Normal", isDefault: true)
            let lines = [
                "Groceries", "Transport", "Phone", "Fuel", "Health", "Bakery", "Streaming", "Going out", "Home", "Clothes", "Friends",
            ]
            for name in lines {
                _ = try await templates.addLine(templateID: template.id, kind: .expense, name: name, amount: Money(units: 300))
            }
            _ = try await templates.addLine(templateID: template.id, kind: .income, name: "Salary", amount: Money(units: 6500))
            let setup = ImportSetupService(database: database)
            let rules = [
                ("migros*", "Groceries"), ("coop*", "Groceries"), ("sbb*", "Transport"), ("swisscom", "Phone"), ("shell*", "Fuel"),
                ("apotheke*", "Health"), ("bäckerei*", "Bakery"), ("netflix", "Streaming"), ("cinema*", "Going out"),
                ("twint*", "Friends"),
            ]
            for (pattern, line) in rules {
                _ = try await setup.addRule(pattern: pattern, isRegex: false, line: line, category: nil, rename: nil, kind: nil)
            }
            database.close()
        }
        let imported = importedPath(work, size)
        if !DatabaseFiles.exists(imported) {
            try DatabaseFiles.copy(base, to: imported)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: pulpe)
            process.arguments = ["--db", imported, "-c", "import csv \(csv)"]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw BenchError("pulpe could not import \(csv)") }
        }
    }

    static func figures(work: String, sizes: [DataSize]) -> [Figure] {
        sizes.flatMap { size in
            [
                Figure(
                    key: "import", name: "import csv (empty, 10 rules)", data: size.description, database: basePath(work),
                    arguments: ["-c", "import csv \(csvPath(work, size))"], freshCopy: true, commands: size.transactions,
                    targets: [.perSecond(150_000), .shareOf(anchor: "sqlite3", 0.75), .mebibytes(64)]),
                Figure(
                    key: "reimport", name: "import csv again (all there)", data: size.description,
                    database: importedPath(work, size), arguments: ["-c", "import csv \(csvPath(work, size))"], freshCopy: true,
                    commands: size.transactions, targets: [.perSecond(400_000), .mebibytes(64)]),
                Figure(
                    key: "export", name: "export csv (to stdout)", data: size.description, database: importedPath(work, size),
                    arguments: ["-c", "export csv"], freshCopy: false, commands: size.transactions,
                    targets: [.perSecond(500_000)]),
            ]
        }
    }
}
