import Foundation
import Testing

/// `import csv` through the built binary, on files the tests write: each separator, quoting,
/// header or none, UTF-8 with and without BOM, Windows-1252, the decimal conventions, the date
/// formats, debit/credit columns; re-import, `--dry-run`, `--keep-going`, `--no-create`, profiles
/// and rules. Pay day 25 and a default template with Groceries 600 (expense).
@Suite(.serialized) struct ImportCSVEndToEndTests {
    static let setup = [
        "settings set payday 25", "template new Normal", "template line add Normal expense Groceries 600",
    ]

    private func prepared() async throws -> PulpeProcess {
        let pulpe = try PulpeProcess()
        let result = try await pulpe.run(Self.setup.flatMap { ["-c", $0] })
        #expect(result.status == 0, "\(result.stderr)")
        return pulpe
    }

    private func writeBytes(_ pulpe: PulpeProcess, _ name: String, _ bytes: [UInt8]) throws -> String {
        let url = pulpe.folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// `budget list --json` as (month, expenses, income) triples.
    private func totals(_ pulpe: PulpeProcess) async throws -> String {
        let list = try await pulpe.run(["--json", "-c", "budget list"])
        return list.stdout
    }

    /// name|cents|kind|date|line of every transaction, by date then name.
    private func rows(_ pulpe: PulpeProcess, month: String) async throws -> [String] {
        let show = try await pulpe.run(["--json", "-c", "budget show \(month)"])
        guard let object = try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any],
            let transactions = object["transactions"] as? [[String: Any]]
        else { return ["no budget: \(show.stderr)"] }
        return transactions.map { tx in
            "\(tx["name"] ?? "")|\(Int((((tx["amount"] as? Double) ?? 0) * 100).rounded()))|\(tx["kind"] ?? "")|\(tx["date"] ?? "")|\((tx["line"] as? Int).map(String.init) ?? "")"
        }.sorted()
    }

    @Test(arguments: [
        // Comma, header, ISO dates, point decimals, a quoted comma in the payee.
        ("comma.csv", "Date,Description,Amount\r\n2026-11-03,\"Migros, Zurich\",-82.40\r\n2026-11-05,Salary,\"6,500.00\"\r\n"),
        // Semicolon, German header, DD.MM.YYYY, decimal comma and thousands dots.
        ("semicolon.csv", "Datum;Buchungstext;Betrag\n03.11.2026;Migros, Zurich;-82,40\n05.11.2026;Salary;6.500,00\n"),
        // Tab, no header, DD/MM/YYYY (decided by the 14th, a zero row skipped), apostrophe thousands.
        ("tab.csv", "03/11/2026\tMigros, Zurich\t-82.40\n05/11/2026\tSalary\t6'500.00\n14/11/2026\tKiosk\t0.00\n"),
        // UTF-8 with a BOM, debit and credit columns, MM/DD/YYYY (11/05 and 11/03 decided by the 13th).
        (
            "\u{FEFF}debit.csv",
            "Date,Payee,Debit,Credit\n11/03/2026,\"Migros, Zurich\",82.40,\n11/05/2026,Salary,,6500\n11/13/2026,Kiosk,0,\n"
        ),
    ])
    func eachVariantImportsTheSameMovements(_ name: String, _ text: String) async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let file = name.hasPrefix("\u{FEFF}") ? String(name.dropFirst()) : name
        let content = name.hasPrefix("\u{FEFF}") ? "\u{FEFF}" + text : text
        try pulpe.write(file, content)
        let result = try await pulpe.run(["-c", "import csv \(file)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Save this layout with: import profile add NAME"))
        let found = try await rows(pulpe, month: "2026-11")
        #expect(found == ["Migros, Zurich|8240|expense|2026-11-03|", "Salary|650000|income|2026-11-05|"], "\(found)")
        let again = try await pulpe.run(["-c", "import csv \(file)"])
        #expect(
            again.stdout.contains("\(file): 0 added, 2 already there, \(file == "comma.csv" || file == "semicolon.csv" ? 0 : 1) left out."))
    }

    /// `last` after an import is the last row it added, not the last transaction typed; a dry run
    /// adds nothing and leaves it.
    @Test func lastIsTheLastImportedRow() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        try pulpe.write("nov.csv", "Date,Payee,Amount\n2026-11-03,Migros,-82.40\n2026-11-05,Salary,6500\n")
        let dry = try await pulpe.run([
            "--json", "-c", "budget new 2026-11", "-c", "tx add Coffee 4", "-c", "import csv nov.csv --dry-run", "-c", "tx show last",
        ])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.lines.last?.hasPrefix(#"{"id":1,"name":"Coffee","#) == true, "\(dry.stdout)")
        let imported = try await pulpe.run(["--json", "-c", "tx add Tea 3", "-c", "import csv nov.csv", "-c", "tx show last"])
        #expect(imported.status == 0, "\(imported.stderr)")
        // Tea is #2; Migros #3 and Salary #4, in the file's order.
        #expect(imported.lines.last?.hasPrefix(#"{"id":4,"name":"Salary","kind":"income","amount":6500.00,"#) == true, "\(imported.stdout)")
    }

    @Test func windows1252BytesAreReadAsText() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        // "Datum;Text;Betrag" then "03.11.2026;Bäckerei Müller € ;-4,50" in Windows-1252.
        var bytes = Array("Datum;Text;Betrag\n03.11.2026;B".utf8) + [0xE4] + Array("ckerei M".utf8) + [0xFC] + Array("ller ".utf8)
        bytes += [0x80] + Array(";-4,50\n".utf8)
        _ = try writeBytes(pulpe, "latin.csv", bytes)
        let result = try await pulpe.run(["-c", "import csv latin.csv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try await rows(pulpe, month: "2026-11") == ["Bäckerei Müller €|450|expense|2026-11-03|"])
    }

    @Test func aBadRowNamesFileLineColumnAndValueAndChangesNothing() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        try pulpe.write("bad.csv", "Date,Payee,Amount\n2026-11-03,Migros,-82.40\n2026-11-04,Coop,-12.3.4\n2026-11-05,Salary,6500\n")
        let before = try await totals(pulpe)
        let result = try await pulpe.run(["-c", "import csv bad.csv"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("bad.csv:3: error: column 'Amount': '-12.3.4' is not an amount"))
        #expect(try await totals(pulpe) == before)

        // A dry run reads past the bad row to give every row's fate, says the import would stop
        // there, and fails as the import would.
        let dry = try await pulpe.run(["-c", "import csv bad.csv --dry-run"])
        #expect(dry.status == 65)
        #expect(dry.stdout.contains("line 2  2026-11-03    -82.40  Migros: add to 2026-11"), "\(dry.stdout)")
        #expect(dry.stdout.contains("line 3  bad: column 'Amount': '-12.3.4' is not an amount"), "\(dry.stdout)")
        #expect(dry.stdout.contains("line 4  2026-11-05  6'500.00  Salary: add to 2026-11"), "\(dry.stdout)")
        #expect(dry.stderr.contains("error: the import would stop at line 3 of bad.csv and import nothing"))
        #expect(dry.stdout.contains("bad.csv: the import would stop at line 3 and import nothing; with --keep-going: 2 would be added"))
        #expect(try await totals(pulpe) == before)

        // --keep-going imports the good rows and lists the bad one, and its status says not all came in.
        let kept = try await pulpe.run(["-c", "import csv bad.csv --keep-going"])
        #expect(kept.status == 65)
        #expect(kept.stdout.contains("bad.csv: 2 added, 0 already there, 0 left out, 1 bad (not imported)."))
        #expect(kept.stderr.contains("bad.csv:3: error: column 'Amount': '-12.3.4' is not an amount"), "\(kept.stderr)")
        #expect(
            kept.stderr.contains("error: 1 bad row of bad.csv was not imported: fix it and import the file again (rows already imported"),
            "\(kept.stderr)")
        #expect(try await totals(pulpe) != before)
    }

    /// A file with nothing to import, or only a header, says so (it once named no date column).
    @Test(arguments: ["", "Date;Payee;Amount\n"])
    func aFileWithoutRowsSaysSo(text: String) async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        try pulpe.write("empty.csv", text)
        let result = try await pulpe.run(["-c", "import csv empty.csv"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("the file holds no rows to import (nothing, or only a header)"), "\(result.stderr)")
    }

    /// A bad first booking was once read as the header, and lost without a word: it is named now.
    @Test(arguments: [
        ("Datum;Text;Betrag\n31.11.2026;Kiosk;-12,00\n21.11.2026;Bakery;-2,00\n", "column 'Datum': '31.11.2026' is not a date"),
        ("Date;Payee;Amount\n2026-11-20;Kiosk;-12.3.4\n2026-11-21;Bakery;-2,00\n", "column 'Amount': '-12.3.4' is not an amount"),
    ])
    func aBadFirstBookingIsNamedNotTakenForTheHeader(text: String, error: String) async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        try pulpe.write("first.csv", text)
        let before = try await totals(pulpe)
        let result = try await pulpe.run(["-c", "import csv first.csv"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("first.csv:2: error: \(error)"), "\(result.stderr)")
        #expect(try await totals(pulpe) == before)
    }

    /// A thousands comma left unquoted in a comma file makes a row wider than its header: refused
    /// (its amount would be -1.00); an amount over the limit is named as read, not as a column.
    @Test func aRowThatDoesNotReadWholeIsRefusedNotMisread() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        try pulpe.write("wide.csv", "Date,Description,Amount\n2026-11-02,Walmart,-1,234.56\n2026-11-03,Shop,-20.00\n")
        let before = try await totals(pulpe)
        let wide = try await pulpe.run(["-c", "import csv wide.csv"])
        #expect(wide.status == 65)
        #expect(
            wide.stderr.contains(
                "wide.csv:2: error: the row has 4 fields where the others have 3: '-1' and '234.56' look like one amount split "
                    + "by the separator; it must be in quotes"), "\(wide.stderr)")
        #expect(try await totals(pulpe) == before)
        try pulpe.write("big.csv", "Datum;Text;Betrag\n02.11.2026;X;1.234.567,00\n")
        let big = try await pulpe.run(["-c", "import csv big.csv"])
        #expect(big.status == 65)
        #expect(
            big.stderr.contains("big.csv:2: error: the amount 1'234'567.00 is refused: a transaction amount must be at most 1'000'000.00"),
            "\(big.stderr)")
    }

    @Test func ambiguousDatesNeedADateFormat() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        try pulpe.write("us.csv", "Date,Payee,Amount\n11/03/2026,Migros,-82.40\n11/05/2026,Salary,6500\n")
        let refused = try await pulpe.run(["-c", "import csv us.csv"])
        // --date-format is missing: a usage error.
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("the dates in 'Date' read as DD/MM/YYYY or MM/DD/YYYY: give --date-format"))
        let done = try await pulpe.run(["-c", "import csv us.csv --date-format MM/DD/YYYY"])
        #expect(done.status == 0, "\(done.stderr)")
        #expect(try await rows(pulpe, month: "2026-11") == ["Migros|8240|expense|2026-11-03|", "Salary|650000|income|2026-11-05|"])
    }

    @Test func profileRulesNoCreateAndDryRun() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        try pulpe.write("ubs.csv", "Valuta;Text;Betrag;Ref\n24.11.2026;MIGROS ZURICH;-82,40;A1\n25.11.2026;SHELL 42;-60,00;A2\n")
        let setup = try await pulpe.run([
            "-c", "import profile add ubs --date Valuta --amount Betrag --payee Text --reference Ref --date-format DD.MM.YYYY",
            "-c", #"rule add "migros*" --line Groceries --category Food"#, "-c", "rule add shell --line Fuel --rename Petrol",
            "-c", "rule test \"Migros Bern\"",
        ])
        #expect(setup.status == 0, "\(setup.stderr)")
        #expect(setup.stdout.contains("Rule 1 matches: 'migros*' → Groceries, category Food."))
        let refused = try await pulpe.run(["-c", "import csv ubs.csv --profile ubs --no-create"])
        #expect(refused.stderr.contains("no budget for 2026-11, 2026-12: create them"))
        let dry = try await pulpe.run(["-c", "import csv ubs.csv --profile ubs --dry-run"])
        #expect(dry.stdout.contains("line 2  2026-11-24  -82.40  MIGROS ZURICH: add to 2026-11, line 'Groceries'"))
        #expect(dry.stdout.contains("line 3  2026-11-25  -60.00  Petrol: add to 2026-12, free"))
        #expect(try await totals(pulpe) == "[]\n")
        let done = try await pulpe.run(["-c", "import csv ubs.csv --profile ubs"])
        #expect(done.stdout.contains("ubs.csv: 2 added, 0 already there, 0 left out."))
        #expect(done.stdout.contains("line 3: rule 'shell' names line 'Fuel', which 2026-12 does not have: left free"))
        #expect(try await rows(pulpe, month: "2026-12") == ["Petrol|6000|expense|2026-11-25|"])
        let json = try await pulpe.run(["--json", "-c", "import csv ubs.csv --profile ubs"])
        #expect(json.stdout.contains(#""added":0,"alreadyThere":2"#))
    }
}
