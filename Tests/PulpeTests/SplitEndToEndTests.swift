import Foundation
import Testing

/// Split transactions through the built binary: lines consume their parts, a saving part feeds
/// its goal, accounts see one movement, the journal has a posting per part (checked by the real
/// hledger), and every refusal changes nothing.
///
/// Pay day 1, today 2026-11-20. Main opens with 1'000.00, Savings with 500.00, the Visa card with 0.
///
/// | #  | transaction / transfer                  | line        | Main      | Savings | Visa (owed) |
/// |----|-----------------------------------------|-------------|-----------|---------|-------------|
/// | 1  | Salary 6'500 income                     | Salary      | +6'500.00 |         |             |
/// | 2  | Migros 62.40 (part 1 of 82.40)          | Groceries   |    −62.40 |         |             |
/// | 3  | Migros 20.00 (part 2, saving)           | Holidays    |    −20.00 |         |             |
/// | 4  | IKEA 150.00 (part 1 of 230.00, checked) | Household   |           |         |     +150.00 |
/// | 5  | IKEA 30.00 (part 2)                     | Groceries   |           |         |      +30.00 |
/// | 6  | IKEA 50.00 (part 3)                     | free        |           |         |      +50.00 |
/// |    | transfer 400 Main → Savings             |             |   −400.00 | +400.00 |             |
/// |    | transfer 230 Main → Visa (card bill)    |             |   −230.00 |         |     −230.00 |
///
/// Main 1'000 + 6'500 − 82.40 − 400 − 230 = 6'787.60; Savings 900.00; Visa owes 0.00.
/// Groceries consumed 62.40 + 30 = 92.40; Household 150.00; Holidays 20.00; free expenses 50.00.
@Suite(.serialized) struct SplitEndToEndTests {
    static let script = [
        "budget new 2026-11", "goal new Summer --target 2000",
        "line add income Salary 6500", "line add expense Groceries 600", "line add expense Household 150",
        "line add saving Holidays 300 --goal Summer",
        "account set Main --opening 1000 --on 2026-11-01",
        "account add Savings --kind savings --opening 500 --on 2026-11-01",
        "account add Visa --kind card --on 2026-11-01",
        "tx add Salary 6500 --line Salary --date 2026-11-01",
        "tx add Migros 82.40 --date 2026-11-03",
        "tx split Migros Groceries=62.40 Holidays=20",
        "tx add IKEA 230 --account Visa --date 2026-11-05 --checked",
        "tx split #4 Household=150 Groceries=30 none=50",
        "transfer 400 --from Main --to Savings --date 2026-11-10",
        "transfer 230 --from Main --to Visa --date 2026-11-15 --note \"Card bill\"",
    ]

    private func prepared() async throws -> PulpeProcess {
        let pulpe = try PulpeProcess()
        let result = try await pulpe.run(Self.script.flatMap { ["-c", $0] }, today: "2026-11-20")
        #expect(result.status == 0, "\(result.stderr)")
        return pulpe
    }

    private func json(_ pulpe: PulpeProcess, _ command: String) async throws -> Any {
        let result = try await pulpe.run(["--json", "-c", command], today: "2026-11-20")
        #expect(result.status == 0, "\(command): \(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    /// Everything a refusal must leave as it was.
    private func state(_ pulpe: PulpeProcess) async throws -> String {
        try await pulpe.run(
            ["--json", "-c", "tx list --all", "-c", "budget show 2026-11", "-c", "account list", "-c", "goal show Summer"],
            today: "2026-11-20"
        ).stdout
    }

    @Test func linesConsumeTheirPartsAndAccountsSeeOneMovement() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let rows = try #require(try await json(pulpe, "tx list --all") as? [[String: Any]])
        #expect(rows.map { $0["id"] as? Int } == [1, 2, 3, 4, 5, 6])
        #expect(rows.map { $0["amount"] as? Double } == [6_500, 62.40, 20, 150, 30, 50])
        #expect(rows.map { $0["kind"] as? String } == ["income", "expense", "saving", "expense", "expense", "expense"])
        #expect(rows.map { $0["splitOf"] as? Int } == [nil, nil, 2, nil, 4, 4])
        #expect(rows.map { $0.keys.contains("splitOf") } == [false, false, true, false, true, true])
        #expect(rows.map { $0["checked"] as? Bool } == [false, false, false, true, true, true])

        let budget = try #require(try await json(pulpe, "budget show 2026-11") as? [String: Any])
        let lines = try #require(budget["lines"] as? [[String: Any]])
        let consumed = Dictionary(uniqueKeysWithValues: lines.map { ($0["name"] as? String ?? "?", $0["consumed"] as? Double ?? .nan) })
        #expect(consumed == ["Salary": 6_500, "Groceries": 92.40, "Household": 150, "Holidays": 20])

        let accounts = try #require(try await json(pulpe, "account list") as? [[String: Any]])
        let balances = Dictionary(uniqueKeysWithValues: accounts.map { ($0["name"] as? String ?? "?", $0["balance"] as? Double ?? .nan) })
        #expect(balances == ["Main": 6_787.60, "Savings": 900, "Visa": 0])

        // The saving part feeds the goal as any saving on its line does.
        let goal = try #require(try await json(pulpe, "goal show Summer") as? [String: Any])
        let timeline = try #require(goal["timeline"] as? [[String: Any]])
        #expect(timeline.first { $0["month"] as? String == "2026-11" }?["planned"] as? Double == 300)

        // A name names the movement by its first part; `tx show` lists every part.
        let show = try await pulpe.run(["-c", "tx show Migros"], today: "2026-11-20")
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("Split     82.40 in 2 parts: #2 Groceries 62.40, #3 Holidays 20.00"), "\(show.stdout)")
        let part = try #require(try await json(pulpe, "tx show #6") as? [String: Any])
        let split = try #require(part["split"] as? [String: Any])
        #expect(split["id"] as? Int == 4)
        #expect(split["total"] as? Double == 230)
        #expect((split["parts"] as? [[String: Any]])?.map { $0["lineName"] as? String } == ["Household", "Groceries", nil])
        let list = try await pulpe.run(["-c", "tx list"], today: "2026-11-20")
        #expect(list.stdout.contains("IKEA (part of #4)"), "\(list.stdout)")
        let month = try await pulpe.run(["-c", "budget show 2026-11"], today: "2026-11-20")
        #expect(month.stdout.contains("IKEA (part of #4)"), "budget show names a part as tx list does: \(month.stdout)")
        #expect(list.stdout.contains("6 transactions in 2026-11: income 6'500.00, spending 292.40, savings 20.00, net +6'187.60."))
    }

    @Test func checkingOrRemovingTakesTheWholeMovement() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let check = try await pulpe.run(["-c", "tx check #3"], today: "2026-11-20")
        #expect(check.status == 0, "\(check.stderr)")
        // Named by its first part, with the total the bank shows, not the part typed (20.00).
        #expect(
            check.stdout == "Checked 'Migros' #2: 82.40 on 2026-11-03, the whole split (#2 62.40 and #3 20.00).\n",
            "\(check.stdout)")
        var rows = try #require(try await json(pulpe, "tx list --all") as? [[String: Any]])
        #expect(rows.map { $0["checked"] as? Bool } == [false, true, true, true, true, true])

        let removed = try await pulpe.run(["-c", "tx remove #4"], today: "2026-11-20")
        #expect(removed.stdout == "Removed expense 'IKEA' #4: 230.00 on 2026-11-05.\n", "\(removed.stdout)\(removed.stderr)")
        rows = try #require(try await json(pulpe, "tx list --all") as? [[String: Any]])
        #expect(rows.map { $0["id"] as? Int } == [1, 2, 3])
        // Visa: −230 + 230 paid back = owes −230 now that the purchase is gone (a card's figure is what is owed).
        let accounts = try #require(try await json(pulpe, "account list") as? [[String: Any]])
        #expect(accounts.first { $0["name"] as? String == "Visa" }?["balance"] as? Double == -230)

        // One undo puts the movement back, every part with its id.
        let undo = try await pulpe.run(["-c", "undo"], today: "2026-11-20")
        #expect(undo.status == 0, "\(undo.stderr)")
        rows = try #require(try await json(pulpe, "tx list --all") as? [[String: Any]])
        #expect(rows.map { $0["id"] as? Int } == [1, 2, 3, 4, 5, 6])
        #expect(rows.map { $0["splitOf"] as? Int } == [nil, nil, 2, nil, 4, 4])
        #expect(rows.map { $0.keys.contains("splitOf") } == [false, false, true, false, true, true])
        let doctor = try await pulpe.run(["-c", "doctor"], today: "2026-11-20")
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
    }

    @Test func splittingAnewJoiningAndUndo() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let before = try await state(pulpe)
        let again = try await pulpe.run(["-c", "tx split #3 Groceries=80 none=2.40"], today: "2026-11-20")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.hasPrefix("Split 'Migros' #2 (82.40 on 2026-11-03) into 2 parts:"), "\(again.stdout)")
        var budget = try #require(try await json(pulpe, "budget show 2026-11") as? [String: Any])
        var lines = try #require(budget["lines"] as? [[String: Any]])
        #expect(lines.first { $0["name"] as? String == "Groceries" }?["consumed"] as? Double == 110)
        #expect(lines.first { $0["name"] as? String == "Holidays" }?["consumed"] as? Double == 0)

        let joined = try await pulpe.run(["-c", "tx unsplit Migros"], today: "2026-11-20")
        #expect(joined.stdout == "Joined 'Migros' #2 (82.40 on 2026-11-03): one transaction again, on Groceries.\n", "\(joined.stdout)")
        budget = try #require(try await json(pulpe, "budget show 2026-11") as? [String: Any])
        lines = try #require(budget["lines"] as? [[String: Any]])
        #expect(lines.first { $0["name"] as? String == "Groceries" }?["consumed"] as? Double == 112.40)

        let undo = try await pulpe.run(["-c", "undo 2"], today: "2026-11-20")
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(try await state(pulpe) == before)
    }

    /// Deleting the month counts the parts as `tx list` and `undo` do: six rows (#1 to #6), the
    /// three IKEA parts checked; undo restores the same six.
    @Test func deletingTheMonthCountsThePartsAsUndoDoes() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let deleted = try await pulpe.run(["-c", "budget delete 2026-11"], today: "2026-11-20")
        #expect(deleted.stdout.hasPrefix("Deleted budget 2026-11 with 4 lines and 6 transactions (3 checked):"), "\(deleted.stdout)")
        let undone = try await pulpe.run(["-c", "undo"], today: "2026-11-20")
        #expect(undone.stdout.contains("6 transactions restored"), "\(undone.stdout)")
    }

    /// 100.00 USD paid as 88.12 francs, split 50.00 + 38.12: each part pays its share of the
    /// dollars, 43.26 (10'000 × 3'812 / 8'812 = 4'325.9) and the first the rest, 56.74; joined,
    /// the movement has its 100.00 USD again.
    @Test func aPaymentInAnotherCurrencySharesItsForeignAmount() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let added = try await pulpe.run(
            [
                "-c", "rate set USD 0.8812 --on 2026-11-01", "-c", "tx add Amazon 100 --currency USD --date 2026-11-06", "-c",
                "tx split last Groceries=50 none=38.12",
            ], today: "2026-11-20")
        #expect(added.status == 0, "\(added.stderr)")
        func originals() async throws -> [String] {
            let transactions = try #require(try await json(pulpe, "tx list --search Amazon") as? [[String: Any]])
            return transactions.map { row in
                let original = row["original"] as? [String: Any]
                return "\(row["amount"] ?? "?") \(original?["amount"] ?? "-") \(original?["currency"] ?? "-")"
            }.sorted()
        }
        let split = try await originals()
        #expect(split == ["38.12 43.26 USD", "50.0 56.74 USD"], "\(split)")
        let joined = try await pulpe.run(["-c", "tx unsplit Amazon"], today: "2026-11-20")
        #expect(joined.status == 0, "\(joined.stderr)")
        let whole = try await originals()
        #expect(whole == ["88.12 100.0 USD"], "\(whole)")
    }

    @Test func refusalsNameTheValueAndChangeNothing() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let before = try await state(pulpe)
        let refused: [(String, String)] = [
            (
                "tx split #2 Groceries=60 Holidays=20",
                "the parts add up to 80.00, but #2 moved 82.40: 2.40 short; make them add up to 82.40"
            ),
            ("tx split #2 Groceries=70 Holidays=20", "the parts add up to 90.00, but #2 moved 82.40: 7.60 too much"),
            ("tx split #2 Groceries=82.40", "a split needs two parts or more"),
            ("tx split #2 Groceries=40 Groceries=42.40", "line 'Groceries' is named by two parts"),
            ("tx split #2 Salary=40 Groceries=42.40", "line 'Salary' is income and the movement is money going out"),
            ("tx split #2 Groceries:40 Holidays=42.40", "'Groceries:40' is not a part: write LINE=AMOUNT"),
            ("tx split #2 Rent=40 Holidays=42.40", "no line named 'Rent' in budget 2026-11"),
            ("tx remove #3", "#3 is a part of split #2: `tx remove #2` removes the whole movement"),
            (
                "tx set #5 --amount 31",
                "#5 is a part of split #4: its amount, date, budget, account and direction (money in or out) are the whole movement's"
            ),
            ("tx set #4 --date 2026-11-06", "#4 is split: its amount, date, budget, account and direction (money in or out) are"),
            ("tx set #5 --kind income", "#5 is a part of split #4: its amount, date, budget, account and direction (money in or out)"),
            ("tx set #5 --kind income", "so a part changes kind only between expense and saving"),
            ("tx unsplit #1", "#1 is not split: `tx split #1 LINE=AMOUNT LINE=AMOUNT …` splits it"),
        ]
        for (command, message) in refused {
            let result = try await pulpe.run(["-c", command], today: "2026-11-20")
            #expect(result.status != 0, "\(command)")
            #expect(result.stderr.contains(message), "\(command): \(result.stderr)")
        }
        // The saving side of a transfer keeps its amount whole.
        let transfer = try await pulpe.run(
            ["-c", "transfer 100 --from Main --to Savings --line Holidays --date 2026-11-12"], today: "2026-11-20")
        #expect(transfer.status == 0, "\(transfer.stderr)")
        let refusedTransfer = try await pulpe.run(["-c", "tx split #7 Holidays=50 none=50"], today: "2026-11-20")
        #expect(
            refusedTransfer.stderr.contains("#7 is the saving side of transfer #3 and keeps its whole amount"), "\(refusedTransfer.stderr)")
        #expect(try await pulpe.run(["-c", "undo"], today: "2026-11-20").status == 0)
        #expect(try await state(pulpe) == before)
        // A part may change its line (of the same direction), kind between expense and saving, name and category.
        let moved = try await pulpe.run(["-c", "tx set #5 --kind saving --line Holidays --category Home"], today: "2026-11-20")
        #expect(moved.status == 0, "\(moved.stderr)")
    }

    /// A purchase split in two halves is rounded up once: 82.40 → 0.60, not 41.20 + 41.20 → 0.80 + 0.80.
    @Test func roundUpsCountASplitPurchaseOnce() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run(
            [
                "-c", "budget new 2026-11", "-c", "line add expense Groceries 400", "-c", "line add expense Household 100",
                "-c", "tx add Migros 82.40 --date 2026-11-10", "-c", "tx split #1 Groceries=41.20 Household=41.20",
            ], today: "2026-11-16")
        #expect(setup.status == 0, "\(setup.stderr)")
        let week = try await pulpe.run(["--json", "-c", "roundup --week 2026-W46"], today: "2026-11-16")
        #expect(
            week.stdout.contains(#""total":0.60,"items":[{"id":1,"name":"Migros","date":"2026-11-10","amount":82.40,"roundUp":0.60}]"#),
            "\(week.stdout)")
    }

    /// The journal writes one entry per movement with a posting per part, and the real hledger
    /// finds every account's balance equal to `account list` and each line's sum equal to its consumption.
    @Test(
        .enabled(
            if: AccountsEndToEndTests.hledger != nil, "hledger is not installed (scripts/install-system-packages installs it): skipped"))
    func hledgerReadsAPostingPerPart() async throws {
        let hledger = try #require(AccountsEndToEndTests.hledger)
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let export = try await pulpe.run(["-c", "export journal pulpe.journal"], today: "2026-11-20")
        #expect(export.status == 0, "\(export.stderr)")
        let journal = pulpe.folder.appendingPathComponent("pulpe.journal").path
        let text = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(
            text.contains(
                """
                2026-11-05 * IKEA  ; budget:2026-11
                    expenses:Household  CHF 150.00
                    expenses:Groceries  CHF 30.00
                    expenses:(free)  CHF 50.00
                    liabilities:card:Visa

                """), "\(text)")
        func balance(_ account: String) async throws -> Double {
            let output = try await ExportEndToEndTests.run(hledger, ["-f", journal, "balance", account, "-O", "csv", "--no-total"])
            let field = output.split(separator: "\n").dropFirst().first?.split(separator: ",").last.map(String.init) ?? "\"0\""
            return Double(field.trimmingCharacters(in: CharacterSet(charactersIn: "\"")).replacingOccurrences(of: "CHF ", with: "")) ?? 0
        }
        #expect(try await balance("assets:checking:Main") == 6_787.60)
        #expect(try await balance("assets:savings:Savings") == 900)
        #expect(try await balance("liabilities:card:Visa") == 0)
        #expect(try await balance("expenses:Groceries") == 92.40)
        #expect(try await balance("expenses:Household") == 150)
        #expect(try await balance("expenses:\\(free\\)") == 50)
        #expect(try await balance("savings:Summer") == 20)
    }

    /// `export json` and `import json` carry the parts: the restored database lists the same rows.
    @Test func aBackupInJSONKeepsTheParts() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(["-c", "export json all.json"], today: "2026-11-20").status == 0)
        let copy = pulpe.folder.appendingPathComponent("copy.sqlite").path
        let restored = try await pulpe.run(["-c", "import json all.json"], today: "2026-11-20", database: .some(copy))
        #expect(restored.status == 0, "\(restored.stderr)")
        let original = try await pulpe.run(["--json", "-c", "tx list --all", "-c", "account list"], today: "2026-11-20")
        let copied = try await pulpe.run(
            ["--json", "-c", "tx list --all", "-c", "account list"], today: "2026-11-20", database: .some(copy))
        #expect(copied.stdout == original.stdout)
        #expect(try await pulpe.run(["-c", "doctor"], today: "2026-11-20", database: .some(copy)).status == 0)
    }
}
