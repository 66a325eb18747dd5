import Foundation
import Testing

/// `export csv`, `export journal` (checked against the real hledger), and `export json` /
/// `import json` round trips, through the built binary.
///
/// Pay day 1 (budgets are calendar months). Every line is consumed at least to its planned
/// amount, so `budget list` counts exactly the transactions (a line counts max(planned, consumed)):
///
/// | month   | tx                 | kind    | line      | amount  |
/// |---------|--------------------|---------|-----------|---------|
/// | 2026-10 | Salary             | income  | Salary    | 6500.00 |
/// | 2026-10 | Migros             | expense | Groceries |  650.00 |
/// | 2026-10 | Cinema, "IMAX"     | expense | (free)    |   30.00 |
/// | 2026-11 | Salary             | income  | Salary    | 6500.00 |
/// | 2026-11 | Coop               | expense | Groceries |  600.00 |
/// | 2026-11 | Trip               | saving  | Trip → goal Holidays | 200.00 |
/// | 2026-11 | Refund             | income  | (free)    |   19.90 |
///
/// So 2026-10: income 6500, expenses 680; 2026-11: income 6519.90, expenses 600, savings 200.
@Suite(.serialized) struct ExportEndToEndTests {
    static let script = [
        "goal new Holidays --target 3000",
        "budget new 2026-10", "budget new 2026-11",
        "line add income Salary 6500 --budget 2026-10", "line add expense Groceries 600 --budget 2026-10",
        "line add income Salary 6500 --budget 2026-11", "line add expense Groceries 600 --budget 2026-11",
        "line add saving Trip 200 --budget 2026-11 --goal Holidays",
        "tx add Salary 6500 --line Salary --date 2026-10-25 --budget 2026-10",
        "tx add Migros 650 --line Groceries --date 2026-10-03 --budget 2026-10 --checked",
        #"tx add "Cinema, \"IMAX\"" 30 --category Fun --date 2026-10-12 --budget 2026-10"#,
        "tx add Salary 6500 --line Salary --date 2026-11-25 --budget 2026-11",
        "tx add Coop 600 --line Groceries --date 2026-11-08 --budget 2026-11",
        "tx add Trip 200 --line Trip --date 2026-11-09 --budget 2026-11",
        "tx add Refund 19.90 --kind income --date 2026-11-10 --budget 2026-11",
    ]

    private func prepared() async throws -> PulpeProcess {
        let pulpe = try PulpeProcess()
        let result = try await pulpe.run(Self.script.flatMap { ["-c", $0] })
        #expect(result.status == 0, "\(result.stderr)")
        return pulpe
    }

    @Test func csvIsStreamedByDateWithQuotingAndBounds() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let all = try await pulpe.run(["-c", "export csv"])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(
            all.lines == [
                "date,budget,kind,name,amount,line,category,checked,id,account,original_amount,original_currency",
                "2026-10-03,2026-10,expense,Migros,-650.00,Groceries,,yes,2,Main,,",
                #"2026-10-12,2026-10,expense,"Cinema, ""IMAX""",-30.00,,Fun,no,3,Main,,"#,
                "2026-10-25,2026-10,income,Salary,6500.00,Salary,,no,1,Main,,",
                "2026-11-08,2026-11,expense,Coop,-600.00,Groceries,,no,5,Main,,",
                "2026-11-09,2026-11,saving,Trip,-200.00,Trip,,no,6,Main,,",
                "2026-11-10,2026-11,income,Refund,19.90,,,no,7,Main,,",
                "2026-11-25,2026-11,income,Salary,6500.00,Salary,,no,4,Main,,",
            ])
        let bounded = try await pulpe.run(["-c", "export csv out.csv --since 2026-10-12 --until 2026-11-08"])
        #expect(bounded.stdout == "Exported 3 transactions to out.csv (290 bytes).\n")
        let single = try await pulpe.run(["-c", "export csv one.csv --since 2026-10-25 --until 2026-10-25"])
        // The header (95 bytes), a newline, the row (60) and the last newline: 157 bytes.
        #expect(single.stdout == "Exported 1 transaction to one.csv (157 bytes).\n")
        let file = try String(contentsOf: pulpe.folder.appendingPathComponent("out.csv"), encoding: .utf8)
        #expect(file.split(separator: "\n").map { $0.prefix(10) } == ["date,budge", "2026-10-12", "2026-10-25", "2026-11-08"])
    }

    /// The real hledger, installed by scripts/install-system-packages.
    static let hledger = ["/usr/bin/hledger", "/usr/local/bin/hledger"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: hledger != nil, "hledger is not installed (scripts/install-system-packages installs it): skipped"))
    func journalMonthlyTotalsInHledgerEqualBudgetList() async throws {
        let hledger = try #require(Self.hledger)
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let export = try await pulpe.run(["-c", "export journal pulpe.journal"])
        #expect(export.status == 0, "\(export.stderr)")
        let journal = pulpe.folder.appendingPathComponent("pulpe.journal").path
        // Per budget month, from hledger: `"2026-10","CHF 680.00"` rows of `balance --pivot budget ACCOUNT -O csv`.
        func totals(_ account: String) async throws -> [String: Int] {
            let result = try await Self.run(hledger, ["-f", journal, "balance", "--pivot", "budget", account, "-O", "csv"])
            var found: [String: Int] = [:]
            for line in result.split(separator: "\n").dropFirst() {
                let fields = line.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
                guard fields.count == 2, fields[0] != "total" else { continue }
                let amount = fields[1].replacingOccurrences(of: "CHF ", with: "")
                found[fields[0]] = Int((abs(Double(amount) ?? .nan) * 100).rounded())
            }
            return found
        }
        let expenses = try await totals("expenses")
        let income = try await totals("income")
        let savings = try await totals("savings")
        let list = try await pulpe.run(["--json", "-c", "budget list"])
        let months = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        #expect(months.count == 2)
        for month in months {
            let name = try #require(month["month"] as? String)
            func cents(_ key: String) -> Int { Int((((month[key] as? Double) ?? -1) * 100).rounded()) }
            // budget list's totalExpenses counts savings too (both leave the month's money).
            #expect(expenses[name, default: 0] + savings[name, default: 0] == cents("totalExpenses"), "\(name) expenses")
            #expect(income[name, default: 0] == cents("totalIncome"), "\(name) income")
            #expect(savings[name, default: 0] == cents("totalSavings"), "\(name) savings")
        }
        // Hand-computed: 2026-10 income 6500, expenses 680; 2026-11 income 6519.90, expenses 600, savings 200.
        #expect(expenses == ["2026-10": 68_000, "2026-11": 60_000])
        #expect(income == ["2026-10": 650_000, "2026-11": 651_990])
        #expect(savings == ["2026-11": 20_000])
    }

    @Test func jsonRoundTripGivesTheSameBudgetsIntoAnEmptyDatabaseOnly() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let export = try await pulpe.run(["-c", "export json dump.json"])
        #expect(export.status == 0, "\(export.stderr)")
        let copy = pulpe.folder.appendingPathComponent("copy.sqlite").path
        let restore = try await pulpe.run(["-c", "import json dump.json"], database: .some(copy))
        #expect(restore.status == 0, "\(restore.stderr)")
        for command in ["budget list", "budget show 2026-10", "budget show 2026-11", "goal list", "export csv"] {
            let original = try await pulpe.run(["--json", "-c", command])
            let restored = try await pulpe.run(["--json", "-c", command], database: .some(copy))
            #expect(original.stdout == restored.stdout, "\(command)")
            #expect(!original.stdout.isEmpty)
        }
        let doctor = try await pulpe.run(["-c", "doctor"], database: .some(copy))
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
        let twice = try await pulpe.run(["-c", "import json dump.json"], database: .some(copy))
        #expect(twice.status == 1)
        #expect(twice.stderr.contains("import json restores into an empty database only"))
    }

    /// A document of an earlier version holds import keys readable: restored, they are stored short
    /// (`43Ngyqh5Qk4Z` is how `|2026-11-03|-8240|migros|1` is stored), so importing the statement
    /// again adds nothing.
    @Test func readableImportKeysOfAnOlderDocumentAreRestoredShort() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try pulpe.write("nov.csv", "Date,Payee,Amount\n2026-11-03,Migros,-82.40\n")
        #expect(try await pulpe.run(["-c", "import csv nov.csv", "-c", "export json dump.json"]).status == 0)
        let path = pulpe.folder.appendingPathComponent("dump.json").path
        let document = try String(contentsOfFile: path, encoding: .utf8)
        #expect(document.contains("\"43Ngyqh5Qk4Z\""))
        try document.replacingOccurrences(of: "\"43Ngyqh5Qk4Z\"", with: "\"|2026-11-03|-8240|migros|1\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let copy = pulpe.folder.appendingPathComponent("copy.sqlite").path
        let restore = try await pulpe.run(["-c", "import json dump.json"], database: .some(copy))
        #expect(restore.status == 0, "\(restore.stderr)")
        let again = try await pulpe.run(["-c", "import csv nov.csv"], database: .some(copy))
        #expect(again.stdout.contains("0 added, 1 already there"), "\(again.stdout) \(again.stderr)")
    }

    /// Runs a program and returns its standard output (through a file: no pipe to fill).
    static func run(_ program: String, _ arguments: [String]) async throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("hledger-\(UUID().uuidString)")
        #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = handle
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return try String(contentsOf: output, encoding: .utf8)
    }
}
