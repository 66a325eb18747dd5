import Foundation
import Testing

/// `import ofx|qif|mt940 FILE`, `import FILE` recognising the format, CSV files as banks write
/// them, and the import keys and search keys of imported rows, through the built binary on files
/// the tests write.
@Suite(.serialized) struct ImportStatementsEndToEndTests {
    static let ofx = """
        OFXHEADER:100
        DATA:OFXSGML
        CHARSET:1252

        <OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><ACCTID>7001</BANKACCTFROM><BANKTRANLIST>
        <STMTTRN><DTPOSTED>20261103<TRNAMT>-82.40<FITID>T1<NAME>Bakery Moser</STMTTRN>
        <STMTTRN><DTPOSTED>20261105<TRNAMT>-12.000<FITID>T2<NAME>Kiosk</STMTTRN>
        </BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
        """
    static let qif = "!Type:Bank\nD11/03/26\nT-82.40\nPBakery Moser\nLFood\n^\nD11/05/26\nT-12.00\nPKiosk\n^\n"
    static let mt940 = """
        :20:ST1
        :25:CH9300762011623852957
        :60F:C261031CHF100,00
        :61:2611031103D82,40NTRFNONREF//B1
        :86:/NAME/Bakery Moser/
        :61:2611051105D12,00NTRFNONREF//B2
        :86:/NAME/Kiosk/
        :62F:C261105CHF5,60
        """

    private func names(_ pulpe: PulpeProcess, _ command: String) async throws -> [String] {
        let result = try await pulpe.run(["--json", "-c", command])
        #expect(result.status == 0, "\(command): \(result.stderr)")
        let items = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
        return items.map { item in
            let amount = String(format: "%.2f", (item["amount"] as? NSNumber)?.doubleValue ?? -1)
            return "\(item["name"] ?? "")|\(amount)|\(item["date"] ?? "")"
        }.sorted()
    }

    @Test(arguments: [
        ("s.ofx", ofx, "ofx", "OFX of 7001"), ("s.qif", qif, "qif", "QIF of an unnamed account"),
        ("s.sta", mt940, "mt940", "MT940 of CH9300762011623852957"),
    ])
    func eachFormatImportsOnceAndIsRecognisedFromItsContent(file: String, text: String, word: String, header: String) async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let path = try pulpe.write(file, text)
        let first = try await pulpe.run(["-c", "import \(word) \(path)"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("\(header): 2 entries."), "\(first.stdout)")
        #expect(first.stdout.contains(": 2 added, 0 already there, 0 left out."))
        #expect(try await names(pulpe, "tx list --all") == ["Bakery Moser|82.40|2026-11-03", "Kiosk|12.00|2026-11-05"])
        // The same file again, with the format recognised: nothing added.
        let again = try await pulpe.run(["-c", "import \(path)"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("Read as "), "\(again.stdout)")
        #expect(again.stdout.contains(": 0 added, 2 already there, 0 left out."), "\(again.stdout)")
    }

    @Test func importedRowsAreFoundBySearchAndCategory() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let path = try pulpe.write("s.qif", Self.qif)
        let imported = try await pulpe.run(["-c", "import qif \(path)"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try await names(pulpe, "tx list --all --search moser") == ["Bakery Moser|82.40|2026-11-03"])
        #expect(try await names(pulpe, "tx list --all --category food") == ["Bakery Moser|82.40|2026-11-03"])
    }

    /// Undo deletes the imported rows and redo puts them back from the journal's images (the
    /// generic replay, not the import's insert): their search keys come back with them.
    @Test func importedRowsAreFoundAgainAfterUndoAndRedo() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let path = try pulpe.write("s.qif", Self.qif)
        #expect(try await pulpe.run(["-c", "import qif \(path)"]).status == 0)
        #expect(try await pulpe.run(["-c", "undo"]).status == 0)
        #expect(try await names(pulpe, "tx list --all --search moser") == [])
        #expect(try await pulpe.run(["-c", "redo"]).status == 0)
        #expect(try await names(pulpe, "tx list --all --search moser") == ["Bakery Moser|82.40|2026-11-03"])
        #expect(try await names(pulpe, "tx list --all --search kio") == ["Kiosk|12.00|2026-11-05"])
        #expect(try await names(pulpe, "tx list --all --category food") == ["Bakery Moser|82.40|2026-11-03"])
        let doctor = try await pulpe.run(["-c", "doctor"])
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
    }

    /// A bank's export: a preamble, a header, a blank separator row, a detail row, a pending row and a
    /// totals row at the foot; the booking date beside the value date; D/C beside unsigned amounts.
    static let bankCSV = """
        Account;CH93 0076 2011 6238 5295 7;;;;
        Period;01.11.2026 - 30.11.2026;;;;
        Balance;1'000.00;;;;

        Value date;Booking date;Text;Amount;D/C;Balance
        02-11-2026;03-11-2026;Bakery Moser;82,40;D;917,60
        ;;;;;
        ;;Bread and milk;;;
        04-11-2026;05-11-2026;Kiosk;12,00;D;905,60
        06-11-2026;06-11-2026;Card hold;;;
        24-11-2026;25-11-2026;Salary;6500,00;C;7405,60
        Total;;;6594,40;;
        """

    @Test func aBankCSVLeavesOutWhatIsNoBookingAndAProfileItSuggestsAddsNothing() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let path = try pulpe.write("bank.csv", Self.bankCSV)
        let first = try await pulpe.run(["-c", "import csv \(path)"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("bank.csv: 3 added, 0 already there, 4 left out."), "\(first.stdout)")
        #expect(first.stdout.contains("line 7: left out: a blank row"))
        #expect(first.stdout.contains("line 8: left out: a detail row (no date)"))
        #expect(first.stdout.contains("line 10: left out: no amount (a pending row)"))
        #expect(first.stdout.contains("line 12: left out: a total row"))
        #expect(
            try await names(pulpe, "tx list --all") == [
                "Bakery Moser|82.40|2026-11-03", "Kiosk|12.00|2026-11-05", "Salary|6500.00|2026-11-25",
            ])
        let suggestion = try #require(first.stdout.split(separator: "\n").first { $0.hasPrefix("Save this layout with: ") })
        let profile = suggestion.dropFirst("Save this layout with: ".count).replacingOccurrences(of: "NAME", with: "mybank")
        let saved = try await pulpe.run(["-c", profile])
        #expect(saved.status == 0, "\(profile): \(saved.stderr)")
        let again = try await pulpe.run(["-c", "import csv \(path) --profile mybank"])
        #expect(again.stdout.contains("bank.csv: 0 added, 3 already there, 4 left out."), "\(again.stdout)\(again.stderr)")
    }

    @Test func aStrayOpeningQuoteIsAnErrorNamingTheLineAndNothingIsImported() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let path = try pulpe.write(
            "quote.csv",
            "Datum;Betrag;Text\n05.11.2026;-5,00;\"Coop\n06.11.2026;-6,00;Migros\n07.11.2026;-7,00;Denner\n08.11.2026;-8,00;Volg\n")
        let result = try await pulpe.run(["-c", "import csv \(path)"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("quote.csv: line 2: a quote opened in this record is never closed"), "\(result.stderr)")
        #expect(try await names(pulpe, "tx list --all") == [])
    }

    @Test(arguments: ["import csv", "import csv --dry-run", "import camt", "import ofx", "import"])
    func aFolderOrAMissingFileIsAClearError(command: String) async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let words = command.split(separator: " ").map(String.init)
        let verb = words.prefix(2).filter { $0 != "--dry-run" }.joined(separator: " ")
        let flags = words.filter { $0.hasPrefix("--") }.joined(separator: " ")
        let folder = try await pulpe.run(["-c", "\(verb) \(pulpe.folder.path) \(flags)"])
        #expect(folder.status == 66)
        #expect(folder.stderr.contains("it is a folder, not a file"), "\(folder.stderr)")
        let missing = try await pulpe.run(["-c", "\(verb) nowhere.xml"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("nowhere.xml: no such file"), "\(missing.stderr)")
        #expect(!missing.stderr.contains("CoreFoundation"))
    }
}
