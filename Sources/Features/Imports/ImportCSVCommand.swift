import CommandKit
import Foundation
import Model
import Shared

/// `import csv FILE [--profile NAME] [--date-format F] [--decimal point|comma] [--separator S] [--encoding E] [--skip N]
/// [--account NAME] [--dry-run] [--keep-going] [--no-create] [--checked]`
struct ImportCSVCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let profile = OptionSpec("--profile", value: "NAME", "the saved layout of the file (import profile add)")
        static let dateFormat = OptionSpec(
            "--date-format", value: "FORMAT",
            "a pattern of YYYY, YY, MM, M, DD, D, MMM: DD.MM.YYYY, YYYYMMDD, D MMM YYYY (default: detected)")
        static let decimal = OptionSpec("--decimal", value: "MARK", "point (1,234.50) or comma (1.234,50) (default: detected)")
        static let separator = OptionSpec("--separator", value: "MARK", "the field separator: ; , | or tab (default: detected)")
        static let encoding = OptionSpec("--encoding", value: "NAME", "utf-8, windows-1252 or latin-1 (default: UTF-8, else Windows-1252)")
        static let skip = OptionSpec("--skip", value: "N", "lines before the header, a bank's preamble (default: detected)")
        /// The same `--account` as the statement imports'.
        static let account = StatementImport.Options.account
        static let dryRun = OptionSpec("--dry-run", "list every row's fate and change nothing")
        static let keepGoing = OptionSpec("--keep-going", "import the good rows and list the bad ones")
        static let noCreate = OptionSpec("--no-create", "refuse rows of months without a budget instead of creating them")
        static let checked = OptionSpec("--checked", "mark the imported rows as on the bank statement (default: unchecked)")
    }

    static let spec = CommandSpec(
        "import csv", arguments: [ArgumentSpec("FILE")],
        options: [
            Options.profile,
            Options.dateFormat,
            Options.decimal,
            Options.separator,
            Options.encoding,
            Options.skip,
            Options.account,
            Options.dryRun,
            Options.keepGoing,
            Options.noCreate,
            Options.checked,
        ] + TransferPairingChoice.options,
        group: "Import and export", summary: "import a bank statement in CSV",
        example: "import csv ~/Downloads/statement.csv --profile ubs --dry-run",
        discussion: """
            Detected: the separator (, ; tab), quoting, the lines before the header (a bank's preamble), a header row, \
            the encoding (UTF-8 with or without BOM, else Windows-1252), the dates and the decimal mark.

            Without --profile the columns are guessed from the header or the values, and the mapping is printed with \
            the command that saves it: the booking date before the value date; a D/C, Af/Bij, S/H column gives an \
            unsigned amount its direction; a Category column gives the category.

            Memo, Verwendungszweck, Mitteilung and like columns are kept with the payee as the bank's text, which \
            tx show prints and --search finds. A Balance, Saldo or Kontostand column gives the balance the file ends \
            with, which is checked against the account.

            A Currency or Währung column is read too: rows in another currency than the account's are named in a \
            note (their amounts are taken as the account's).

            Blank rows, detail rows without a date, total and footer rows and pending rows without an amount are \
            left out with a note.

            Each row goes to the budget of its date's pay-day period (created from the default template when \
            missing), on the line of the first rule matching its payee, else free. Negative amounts are expenses, \
            positive ones incomes.

            Every row keeps an import key (the bank reference, else the account, date, amount, payee and occurrence \
            that day; never the profile or how the file was read): importing the same rows again adds nothing.

            An outgoing and an incoming movement of two of your accounts, same amount, at most 3 days apart, are one \
            transfer: --transfers pairs them, --no-transfers never; with neither the prompt asks [y/N] and a script \
            only names them.

            One transaction: a bad row (FILE:LINE: error:) leaves the database unchanged unless --keep-going. A quote \
            never closed is an error naming its line.
            """
    )

    let path: String
    let profile: String?
    let dateFormat: DateFormat?
    let decimal: DecimalConvention?
    let separator: UInt8?
    let encoding: TextEncoding?
    let skip: Int?
    let account: String?
    let dryRun: Bool
    let keepGoing: Bool
    let noCreate: Bool
    let checked: Bool
    let transfers: TransferPairingChoice
    let json: Bool

    init(_ parsed: ParsedCommand) throws {
        path = try parsed.requiredArgument(0)
        json = parsed.has(OptionSpec.json)
        profile = parsed.value(Options.profile)
        dateFormat = try parsed.value(Options.dateFormat) { text in
            guard let format = DateFormat.named(text) else { throw ImportError.invalidDateFormat(text) }
            return format
        }
        decimal = try parsed.value(Options.decimal, ImportOptionValue.decimal)
        separator = try parsed.value(Options.separator, ImportOptionValue.separator)
        encoding = try parsed.value(Options.encoding, ImportOptionValue.encoding)
        skip = try parsed.value(Options.skip, ImportOptionValue.skip)
        account = parsed.value(Options.account)
        dryRun = parsed.has(Options.dryRun)
        keepGoing = parsed.has(Options.keepGoing)
        noCreate = parsed.has(Options.noCreate)
        checked = parsed.has(Options.checked)
        transfers = try TransferPairingChoice(parsed)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        var saved: ImportProfile?
        if let profile { saved = try await context.clients.importSetupService.profile(named: profile) }
        let options = CSVImportSource.Options(
            dateFormat: dateFormat, decimal: decimal, separator: separator, encoding: encoding, skip: skip)
        var request = ImportRequest(
            source: NameKey.make(account ?? ""), account: account, dryRun: dryRun, keepGoing: keepGoing || dryRun,
            createBudgets: !noCreate, checked: checked, origin: TransactionSource.file(format: "csv", profile: saved?.name))
        do {
            request.pairTransfers = try await transfers.decide(in: context, dryRun: dryRun) {
                let preview = try CSVImportSource(path: path, profile: saved, options: options)
                var dry = request
                dry.dryRun = true
                return try context.clients.importService.importRows(dry, next: { try preview.next() })
            }
        } catch let problem as ImportProblem {
            return ImportSummary.stopped(file: path, problem, command: "import csv")
        }
        let source = try CSVImportSource(path: path, profile: saved, options: options)
        let progress = ProgressBar(
            enabled: context.showsProgress && !json, total: StatementFile.size(path), unit: "rows", after: context.progressAfter)
        var outcome: ImportOutcome
        do {
            outcome = try await context.trackingLast {
                try context.clients.importService.importRows(
                    request, next: { try source.next() }, progress: { rows in progress.update(rows: rows, bytes: source.bytesRead) })
            }
            progress.finish()
        } catch let problem as ImportProblem {
            progress.finish()
            return ImportSummary.stopped(file: path, problem, command: "import csv")
        }
        if transfers == .never { outcome.transfers = [] }
        let header = saved == nil ? "Columns: \(source.mappingSummary).\nSave this layout with: " + source.profileCommand() : nil
        var json: [(String, JSONValue)] = [
            ("mapping", .string(source.mappingSummary)), ("profile", .optional(saved?.name) { .string($0) }),
        ]
        let check = try await StatementBalance.check(source.closing, accountID: outcome.lastAccountID, dryRun: outcome.dryRun, in: context)
        if let check { json.append(check.json) }
        return ImportSummary.output(
            file: path, outcome, command: "import csv", keepGoing: keepGoing, header: header, footer: check?.sentence, json: json)
    }

}
