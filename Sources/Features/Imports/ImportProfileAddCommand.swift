import CommandKit
import Model
import Shared

/// `import profile add NAME --date COL (--amount COL | --debit COL --credit COL) --payee COL [--reference COL] [--date-format F] [--decimal M]`
struct ImportProfileAddCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let date = OptionSpec("--date", value: "COL", "the date column: its header name, or its number from 1")
        static let amount = OptionSpec("--amount", value: "COL", "one signed amount column (negative: money out)")
        static let debit = OptionSpec("--debit", value: "COL", "the money-out column (with --credit)")
        static let credit = OptionSpec("--credit", value: "COL", "the money-in column (with --debit)")
        static let payee = OptionSpec("--payee", value: "COL", "the payee or booking text column")
        static let reference = OptionSpec(
            "--reference", value: "COL", "the bank's reference of each movement (the import key when present)")
        static let direction = OptionSpec(
            "--direction", value: "COL", "the column saying which way an unsigned amount goes: D/C, Af/Bij, S/H…")
        static let dateFormat = OptionSpec("--date-format", value: "FORMAT", "a pattern of YYYY, YY, MM, M, DD, D, MMM (default: detected)")
        static let decimal = OptionSpec("--decimal", value: "MARK", "point or comma (default: detected)")
        static let separator = OptionSpec("--separator", value: "MARK", "the field separator: ; , | or tab (default: detected)")
        static let encoding = OptionSpec("--encoding", value: "NAME", "utf-8, windows-1252 or latin-1 (default: detected)")
        static let skip = OptionSpec("--skip", value: "N", "lines before the header (default: detected)")
    }

    static let spec = CommandSpec(
        "import profile add", arguments: [ArgumentSpec("NAME")],
        options: [
            Options.date,
            Options.amount,
            Options.debit,
            Options.credit,
            Options.payee,
            Options.reference,
            Options.direction,
            Options.dateFormat,
            Options.decimal,
            Options.separator,
            Options.encoding,
            Options.skip,
        ],
        group: "Import and export", summary: "save the layout of a bank's CSV files",
        example: "import profile add ubs --date Datum --amount Betrag --payee Buchungstext --date-format DD.MM.YYYY",
        discussion:
            "import csv FILE --profile NAME then reads these columns. The import keys do not depend on the profile: a file "
            + "imported once detected and once through a profile adds its rows once.",
        required: [[Options.date.name], [Options.payee.name], [Options.amount.name, Options.debit.name]]
    )

    let profile: ImportProfile

    init(_ parsed: ParsedCommand) throws {
        guard let date = parsed.value(Options.date), let payee = parsed.value(Options.payee) else {
            throw CommandParseError.misusedOptions("import profile add needs --date COL and --payee COL")
        }
        profile = ImportProfile(
            name: try parsed.requiredArgument(0), date: date, amount: parsed.value(Options.amount), debit: parsed.value(Options.debit),
            credit: parsed.value(Options.credit), payee: payee, reference: parsed.value(Options.reference),
            dateFormat: parsed.value(Options.dateFormat), decimal: parsed.value(Options.decimal)?.lowercased(),
            direction: parsed.value(Options.direction),
            skip: try parsed.value(Options.skip, ImportOptionValue.skip), separator: parsed.value(Options.separator),
            encoding: parsed.value(Options.encoding))
        // Checked here, saved as typed: the profile keeps the words.
        _ = try profile.separator.map(ImportOptionValue.separator)
        _ = try profile.encoding.map(ImportOptionValue.encoding)
        _ = try profile.decimal.map(ImportOptionValue.decimal)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let saved = try await context.clients.importSetupService.addProfile(profile)
        return CommandOutput(text: "Saved import profile '\(saved.name)': \(ImportProfileListCommand.describe(saved)).", json: saved.json)
    }
}

extension ImportProfile {
    var json: JSONValue {
        .object([
            ("name", .string(name)), ("date", .string(date)), ("amount", .optional(amount) { .string($0) }),
            ("debit", .optional(debit) { .string($0) }), ("credit", .optional(credit) { .string($0) }), ("payee", .string(payee)),
            ("reference", .optional(reference) { .string($0) }), ("dateFormat", .optional(dateFormat) { .string($0) }),
            ("decimal", .optional(decimal) { .string($0) }), ("direction", .optional(direction) { .string($0) }),
            ("skip", .optional(skip) { .int($0) }), ("separator", .optional(separator) { .string($0) }),
            ("encoding", .optional(encoding) { .string($0) }),
        ])
    }
}
