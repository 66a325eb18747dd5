import Foundation
import Testing

/// Bad input of every kind, given to the built binary on a database made by a setup script: each
/// case exits with its status and message, and leaves the database files byte for byte.
@Suite(.serialized) struct BadInputCatalogueTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        var arguments: [String] = []
        /// Written to `bad.pulpe` and run with `run`; `FILE` in `message` stands for its path.
        var script: [UInt8]?
        var stdin: [UInt8] = []
        var today = "2026-11-13"
        /// A `--db` path relative to the test folder instead of the setup's database.
        var database: String?
        var status: Int32 = 1
        /// A distinctive part of standard error.
        let message: String

        var testDescription: String { label }
    }

    static let setup = """
        budget new 2026-11
        line add expense Rent 1800
        line add expense Groceries 600
        tx add Migros 82.40 --line Groceries
        template new Base
        goal new Holidays --target 3000 --by 2027-06-30
        """

    static let megabyte = 1_000_000

    static let cases: [Case] = [
        // Amounts.
        Case(
            label: "three decimals", arguments: ["-c", "tx add Lunch 12.345"],
            status: 65, message: "-c:1: error: amount '12.345' has more than two decimals"),
        Case(
            label: "signed amount", arguments: ["-c", "tx add Lunch +5"], status: 65,
            message: "-c:1: error: amount '+5' must not have a sign"),
        Case(
            label: "amount above the maximum", arguments: ["-c", "line add expense Big 100000000000"],
            status: 65, message: "amount '100000000000' is larger than the maximum 99'999'999'999.99"),
        Case(
            label: "transaction above 1'000'000", arguments: ["-c", "tx add Car 1000000.01"], status: 65,
            message: "a transaction amount must be at most 1'000'000.00 (got 1'000'000.01); `settings set max-transaction AMOUNT`"),
        Case(
            label: "negative rate", arguments: ["-c", "rate set USD -1"], status: 65,
            message: "-c:1: error: rate '-1' cannot be used: a rate is above 0"),
        Case(
            label: "transaction of 0", arguments: ["-c", "tx add Car 0"], status: 65,
            message: "a transaction amount must be above 0 (got 0.00): type what was paid or received"),
        Case(label: "exponent", arguments: ["-c", "tx add Lunch 1e3"], status: 65, message: "-c:1: error: '1e3' is not an amount"),
        // Values the rules refuse (65) and options that contradict (64), each in its own words.
        Case(
            label: "networth months reversed", arguments: ["-c", "report networth --from 2026-12 --to 2026-01"], status: 64,
            message: "-c:1: error: --from 2026-12 comes after --to 2026-01: give the earlier month first"),
        Case(
            label: "networth from after this month", arguments: ["-c", "report networth --from 2027-03"], status: 65,
            message: "-c:1: error: --from 2027-03 comes after --to 2026-11"),
        Case(
            label: "an account named like an id", arguments: ["-c", "account add '#3'"], status: 65,
            message: "-c:1: error: '#3' names an account by its id"),
        Case(
            label: "a favourite named with @", arguments: ["-c", "fav add @Bus 3"], status: 65,
            message: "-c:1: error: a favourite name cannot start with @"),
        Case(
            label: "income spread", arguments: ["-c", "line spread income Bonus 1000 --from 2026-12 --months 2"], status: 65,
            message: "-c:1: error: only an expense or a saving can be spread"),
        Case(
            label: "a withdrawal planned in the past", arguments: ["-c", "goal withdraw Holidays 100 --planned --month 2026-10"],
            status: 65, message: "-c:1: error: --month 2026-10 is past (today's period is 2026-11)"),
        Case(
            label: "a saving pattern", arguments: ["-c", "pattern add Coop --kind saving"], status: 65,
            message: "-c:1: error: a pattern's --kind is income or expense"),
        Case(
            label: "a foreign amount below a cent", arguments: ["-c", "tx add Gum 1 --currency JPY --rate 0.004"], status: 65,
            message: "-c:1: error: 1 JPY is less than 0.01 CHF at its rate, too little to record"),
        Case(
            label: "a rate for the budget's currency", arguments: ["-c", "tx add Taxi 5 --currency CHF --rate 2"], status: 65,
            message: "-c:1: error: CHF is the budget's currency"),
        Case(
            label: "megabyte amount", stdin: Array("tx add Lunch 1.".utf8) + Array(repeating: UInt8(ascii: "5"), count: megabyte),
            status: 65, message: "stdin:1: error: amount '1.\(String(repeating: "5", count: 38))…' has more than two decimals"),
        // Reports.
        Case(
            label: "report period", arguments: ["-c", "report --period decade"], status: 65,
            message: "-c:1: error: 'decade' is not a period: use week, month, quarter, year, all or Nm (the last N months, e.g. 3m)"),
        Case(
            label: "report range backwards", arguments: ["-c", "report --from 2026-11 --to 2026-01"], status: 65,
            message: "-c:1: error: --from 2026-11 is after --to 2026-01: give the earlier month first"),
        Case(
            label: "report html into a missing folder", arguments: ["-c", "report --html /nonexistent/r.html"],
            status: 73, message: "-c:1: error: cannot write '/nonexistent/r.html': the folder '/nonexistent' does not exist"),
        Case(
            label: "trend months", arguments: ["-c", "report trend --months 1"], status: 65,
            message: "-c:1: error: '1' is not a month count for --months: use 2 to 120, e.g. --months 6"),
        Case(
            label: "plan year and range", arguments: ["-c", "report plan --year 2026 --from 2026-01"], status: 64,
            message: "-c:1: error: use either --year or --from/--to, not both"),
        // Months and dates.
        Case(label: "month 13", arguments: ["-c", "budget show 2026-13"], status: 65, message: "-c:1: error: '2026-13' is not a month"),
        Case(
            label: "five-digit year", arguments: ["-c", "budget new 10000-01"], status: 65,
            message: "-c:1: error: '10000-01' is not a month"),
        Case(
            label: "February 30", arguments: ["-c", "tx add Lunch 5 --date 2026-02-30"], status: 65,
            message: "'2026-02-30' is not a day of 2026-02, which has 28 days"),
        Case(
            label: "spread past 9999-12", arguments: ["-c", "line spread expense Tax 30 --from 9999-11 --months 3"], status: 65,
            message: "-c:1: error: month 10000-01 is outside the months pulpe supports, 1900-01 to 9999-12"),
        Case(
            label: "goal plan past 9999-12",
            arguments: [
                "--atomic", "-c", "settings set payday 25", "-c", "goal new Far --target 1000 --by 9999-12-31",
                "-c", "goal plan Far --redistribute --apply",
            ],
            today: "9999-10-01", message: "-c:3: error: cannot plan goal 'Far': its plan reaches 10000-01, past 9999-12"),
        Case(
            label: "goal plan preview past 9999-12",
            arguments: [
                "--atomic", "-c", "settings set payday 25", "-c", "goal new Far --target 1000 --by 9999-12-31",
                "-c", "goal plan Far --redistribute",
            ],
            today: "9999-10-01", message: "-c:3: error: cannot plan goal 'Far': its plan reaches 10000-01, past 9999-12"),
        Case(
            label: "bad --today", arguments: ["-c", "budget list"], today: "2026-02-30", status: 64,
            message: "--today '2026-02-30' is not a date"),
        Case(
            label: "long bad --today", arguments: ["-c", "budget list"], today: "2026-11-13" + String(repeating: "x", count: 5_000),
            status: 64, message: "--today '2026-11-13\(String(repeating: "x", count: 30))…' is not a date"),
        // Words.
        Case(label: "unknown command", arguments: ["-c", "budgt list"], status: 64, message: "-c:1: error: unknown command 'budgt'"),
        Case(
            label: "unknown option", arguments: ["-c", "budget list --yaer 2026"],
            status: 64, message: "-c:1: error: unknown option '--yaer' for `budget list`"),
        Case(label: "unknown kind", arguments: ["-c", "line add expens Phone 60"], status: 65, message: "'expens' is not a kind"),
        Case(
            label: "unterminated quote", arguments: ["-c", "tx add \"Lunch 5"],
            status: 64, message: "-c:1: error: unterminated \" quote starting at column 8"),
        Case(label: "empty name", arguments: ["-c", "tx add \"  \" 5"], status: 65, message: "a transaction name must not be empty"),
        Case(
            label: "name over 100 characters", arguments: ["-c", "tx add \(String(repeating: "n", count: 101)) 5"], status: 65,
            message: "is longer than 100 characters"),
        Case(label: "duplicate budget", arguments: ["-c", "budget new 2026-11"], message: "a budget for 2026-11 already exists"),
        Case(
            label: "pay day 32", arguments: ["-c", "settings set payday 32"], status: 65,
            message: "pay day must be a whole number from 1 to 31"),
        Case(
            label: "megabyte unknown command", stdin: Array("budgt".utf8) + Array(repeating: UInt8(ascii: "x"), count: megabyte),
            status: 64, message: "stdin:1: error: unknown command 'budgt\(String(repeating: "x", count: 35))…'"),
        // Control characters.
        Case(
            label: "terminal escapes in a name", arguments: ["-c", "tx add \u{1B}]0;pwned\u{07}\u{1B}[2JX 5"],
            status: 65, message: "-c:1: error: control character U+001B at column 8 is not allowed"),
        Case(
            label: "C1 control in a category", arguments: ["-c", "tx add Lunch 5 --category \u{9B}2J"],
            status: 65, message: "-c:1: error: control character U+009B at column 27"),
        Case(
            label: "DEL in a description", arguments: ["-c", "budget new 2027-01 --description \"a\u{7F}b\""],
            status: 65, message: "-c:1: error: control character U+007F at column 36"),
        Case(
            label: "tab inside a quoted name", arguments: ["-c", "tx add \"Coop\tMigros\" 5"],
            status: 65, message: "-c:1: error: a transaction name cannot hold control character U+0009"),
        Case(
            label: "NUL in a script", script: Array("tx add Nul".utf8) + [0] + Array("Name 5\n".utf8),
            status: 65, message: "FILE:1: error: control character U+0000 at column 11"),
        Case(
            label: "NUL on stdin", stdin: Array("tx add Nul".utf8) + [0] + Array("Name 5\n".utf8),
            status: 65, message: "stdin:1: error: control character U+0000 at column 11"),
        // Encodings and line ends.
        Case(
            label: "invalid UTF-8 in a script", script: Array("budget list\ntx add ".utf8) + [0xFF] + Array(" 5\n".utf8),
            status: 65, message: "FILE:2: error: this line is not valid UTF-8 (byte 8 of the line)"),
        Case(
            label: "invalid UTF-8 on stdin", stdin: [0xC3, 0x28, 0x0A], status: 65,
            message: "stdin:1: error: this line is not valid UTF-8 (byte 1"),
        Case(
            label: "CRLF script", script: Array("# crlf\r\ntx add Lunch 12.345\r\nline add expense Never 1\r\n".utf8),
            status: 65, message: "FILE:2: error: amount '12.345' has more than two decimals"),
        Case(label: "CR script", script: Array("# cr\rbudgt\r".utf8), status: 64, message: "FILE:2: error: unknown command 'budgt'"),
        Case(
            label: "CRLF on stdin", stdin: Array("# crlf\r\nbudgt\r\n".utf8), status: 64, message: "stdin:2: error: unknown command 'budgt'"
        ),
        Case(label: "CRLF in -c", arguments: ["-c", "# c\r\nbudgt"], status: 64, message: "-c:2: error: unknown command 'budgt'"),
        Case(
            label: "BOM before an unknown command", script: [0xEF, 0xBB, 0xBF] + Array("budgt\n".utf8),
            status: 64, message: "FILE:1: error: unknown command 'budgt':"),
        // Files and invocation.
        Case(
            label: "missing script", arguments: ["run", "nothere.pulpe"],
            status: 66, message: "nothere.pulpe: error: cannot read the file: no such file"),
        Case(label: "folder as script", arguments: ["run", "."], status: 66, message: ".: error: cannot read the file: it is a folder"),
        Case(
            label: ".read of a missing file", arguments: ["-c", ".read missing.pulpe"],
            status: 66, message: "-c:1: error: cannot read missing.pulpe: no such file"),
        Case(
            label: "--db in a missing folder", arguments: ["-c", "budget list"], database: "typo/budget.sqlite", status: 73,
            message: "error: no database at typo/budget.sqlite and its folder typo does not exist"),
        Case(
            label: "--atomic with --keep-going", arguments: ["--atomic", "--keep-going", "-c", "budget list"], status: 64,
            message: "--atomic and --keep-going contradict each other"),
        Case(label: "unknown global option", arguments: ["--jsn", "-c", "budget list"], status: 64, message: "--jsn"),
        // Files written, and text that must never reach a screen.
        Case(
            label: "export onto the database", arguments: ["-c", "export csv budget.sqlite --force"],
            status: 73, message: "-c:1: error: 'budget.sqlite' is pulpe's own database (or one of its files)"),
        Case(
            label: "export json onto the database's log", arguments: ["-c", "export json budget.sqlite-wal"],
            status: 73, message: "-c:1: error: 'budget.sqlite-wal' is pulpe's own database"),
        Case(
            label: "export into a folder", arguments: ["-c", "export journal /tmp"], status: 73, message: "-c:1: error: '/tmp' is a folder"),
        Case(
            label: "a bidirectional override in a name", arguments: ["-c", "goal new Trip\u{202E}pirt --target 100"],
            status: 65, message: "-c:1: error: a goal name cannot hold the invisible character U+202E"),
        Case(
            label: "a category of 101 characters", arguments: ["-c", "tx add Coop 5 --category " + String(repeating: "x", count: 101)],
            status: 65, message: "-c:1: error: the category 'xxxxxxxxxxxxxxxxxxxx…' is longer than 100 characters"),
        Case(
            label: "an exponential regular expression", arguments: ["-c", "rule add '(x|xy)*z' --regex --line Rent"], status: 65,
            message: "-c:1: error: '(x|xy)*z' repeats a group that itself repeats or has alternatives"),
    ]

    @Test(arguments: cases)
    func refusedWithItsMessageAndTheDatabaseUnchanged(_ bad: Case) async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run(["run", try pulpe.write("setup.pulpe", Self.setup)])
        try #require(setup.status == 0, "\(setup.stderr)")
        let before = pulpe.databaseFiles()
        var arguments = ["--db", bad.database ?? pulpe.databasePath, "--today", bad.today] + bad.arguments
        var message = bad.message
        if let script = bad.script {
            let path = try pulpe.write("bad.pulpe", bytes: script)
            arguments += ["run", path]
            message = message.replacingOccurrences(of: "FILE", with: path)
        }
        let result = try await PulpeProcess.launch(arguments, stdin: Data(bad.stdin), in: pulpe.folder, environment: [:])
        #expect(result.status == bad.status)
        #expect(result.stderr.contains(message), "\(result.stderr.prefix(600))")
        // A megabyte of input never makes a megabyte of error.
        #expect(result.stderr.utf8.count < 1_000)
        #expect(pulpe.databaseFiles() == before)
    }
}
