import Foundation
import Testing

/// Statements land in the account that holds the number they name (an IBAN written with or
/// without spaces), in the one `--account` names, else in the default account, said in the summary.
@Suite(.serialized) struct AccountImportEndToEndTests {
    /// Two movements out of CH93 0076 2011 6238 5295 7: 82.40 and 12.00 (94.40 in all).
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

    private func balances(_ pulpe: PulpeProcess) async throws -> [String: Double] {
        let list = try await pulpe.run(["--json", "-c", "account list"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: rows.map { ($0["name"] as? String ?? "?", $0["balance"] as? Double ?? .nan) })
    }

    @Test func aStatementGoesToTheAccountWithItsNumber() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let file = try pulpe.write("ubs.sta", Self.mt940)
        let setup = try await pulpe.run(["-c", "account add UBS --number \"CH93 0076 2011 6238 5295 7\""])
        #expect(setup.status == 0, "\(setup.stderr)")
        let imported = try await pulpe.run(["-c", "import \(file)"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Into account UBS."), "\(imported.stdout)")
        #expect(try await balances(pulpe) == ["Main": 0, "UBS": -94.40])
        // Again: every row is already there, in UBS.
        let again = try await pulpe.run(["-c", "import \(file)"])
        #expect(again.stdout.contains("0 added, 2 already there"), "\(again.stdout)")
        #expect(again.stdout.contains("Into account UBS."), "\(again.stdout)")
    }

    @Test func anUnknownNumberGoesToTheDefaultAccountAndIsNamed() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let file = try pulpe.write("ubs.sta", Self.mt940)
        _ = try await pulpe.run(["-c", "account add Cash --kind cash"])
        let imported = try await pulpe.run(["-c", "import \(file)"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(
            imported.stdout.contains(
                "The file names account CH9300762011623852957, which is no account's number or name: its rows went to the default account (to file "
                    + "them by it: `undo`, `account set NAME --number CH9300762011623852957`, and import the file again)."),
            "\(imported.stdout)")
        #expect(try await balances(pulpe) == ["Main": -94.40, "Cash": 0])
    }

    /// A QIF names its account by name (`NVisa`): the rows go to the account of that name.
    @Test func aQIFAccountNameFindsTheAccountOfThatName() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let qif = "!Account\nNVisa\nTCCard\n^\n!Type:CCard\nD11/20/2026\nT-45.10\nPCoop\n^\n"
        let result = try await pulpe.run(
            ["-c", "budget new 2026-11", "-c", "account add Visa --kind card", "-c", "import qif \(try pulpe.write("v.qif", qif))"],
            today: "2026-11-29")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Into account Visa."), "\(result.stdout)")
        #expect(!result.stdout.contains("no account's number or name"), "\(result.stdout)")
    }

    @Test func aClosedAccountTakesNoRowsByItsNumber() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let file = try pulpe.write("ubs.sta", Self.mt940)
        _ = try await pulpe.run(["-c", "account add UBS --number CH9300762011623852957", "-c", "account close UBS"])
        let imported = try await pulpe.run(["-c", "import \(file)"])
        #expect(imported.status != 0)
        #expect(imported.stderr.contains("account 'UBS' was closed on 2026-11-13"), "\(imported.stderr)")
        #expect(try await balances(pulpe) == ["Main": 0, "UBS": 0])
    }

    /// `import json` into a new file then `undo`: the file is as new, with its Main account and settings.
    @Test func undoingAJSONRestoreKeepsMainAndTheSettings() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["-c", "budget new 2026-11", "-c", "account add Savings", "-c", "export json dump.json"])
        let copy = pulpe.folder.appendingPathComponent("copy.sqlite").path
        let restored = try await pulpe.run(
            ["-c", "import json dump.json", "-c", "undo", "-c", "budget new 2026-11", "-c", "tx add X 5"], database: .some(copy))
        #expect(restored.status == 0, "\(restored.stderr)")
        let list = try await pulpe.run(["-c", "account list --json"], database: .some(copy))
        #expect(list.stdout.contains(#""name":"Main""#) && !list.stdout.contains("Savings"), "\(list.stdout)")
        let doctor = try await pulpe.run(["-c", "doctor"], database: .some(copy))
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
    }

    @Test func accountNamesWhereTheRowsGoAndMustExist() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let file = try pulpe.write("ubs.sta", Self.mt940)
        let missing = try await pulpe.run(["-c", "import \(file) --account Postfinance"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("no account 'Postfinance'"), "\(missing.stderr)")
        _ = try await pulpe.run(["-c", "account add Postfinance"])
        let imported = try await pulpe.run(["-c", "import \(file) --account postfinance"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try await balances(pulpe) == ["Main": 0, "Postfinance": -94.40])
        let doctor = try await pulpe.run(["-c", "doctor"])
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
    }

    /// A CSV with a balance column: the balance after the last booking of its latest day is checked,
    /// whether the bank lists rows oldest first or newest first. Main opened at 1'000.00 on 2026-10-31:
    /// −82.40 → 917.60, −20.00 → 897.60, +100.00 → 997.60 (both rows of 11-05: the later one ends the day).
    @Test func aCSVBalanceColumnIsCheckedAgainstTheAccount() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let oldestFirst = """
            Datum;Text;Betrag;Saldo
            03.11.2026;Migros;-82,40;917,60
            05.11.2026;Coop;-20,00;897,60
            05.11.2026;Refund;100,00;997,60
            """
        let newestFirst = """
            Date,Description,Amount,Balance
            2026-11-12,Kiosk,-7.60,990.00
            2026-11-12,Bakery,-5.00,997.60
            2026-11-10,Lunch,-10.00,1002.60
            """
        #expect(try await pulpe.run(["-c", "account set Main --opening 1000 --on 2026-10-31"]).status == 0)
        let first = try await pulpe.run(["-c", "import csv \(try pulpe.write("a.csv", oldestFirst))"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("balance 'Saldo'"), "\(first.stdout)")
        #expect(first.stdout.contains("Closing balance 997.60 on 2026-11-05: account Main agrees."), "\(first.stdout)")
        // The second file lists its newest row first: 990.00 after Kiosk ends 11-12. It holds an
        // error of the bank's own (Lunch: 997.60 − 10.00 = 987.60, not 1'002.60), which changes nothing:
        // only the closing balance is checked. pulpe: 997.60 − 10 − 5 − 7.60 = 975.00, 15.00 less than the bank.
        let second = try await pulpe.run(["--json", "-c", "import csv \(try pulpe.write("b.csv", newestFirst))"])
        #expect(second.status == 0, "\(second.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any])
        let closing = try #require(document["closingBalance"] as? [String: Any])
        #expect(closing["date"] as? String == "2026-11-12")
        #expect(closing["amount"] as? Double == 990)
        #expect(closing["pulpe"] as? Double == 975)
        #expect(closing["agrees"] as? Bool == false)
        // A dry run checks nothing.
        let dry = try await pulpe.run(["-c", "import csv \(try pulpe.write("c.csv", oldestFirst)) --dry-run"])
        #expect(!dry.stdout.contains("Closing balance"), "\(dry.stdout)")
    }
}
