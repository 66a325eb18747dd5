import CommandKit
import Domain
import Model
import Shared

/// `import profile add NAME --date COL (--amount COL | --debit COL --credit COL) --payee COL [--reference COL] [--date-format F] [--decimal M]`
struct ImportProfileAddCommand: PulpeCommand {
    static let spec = CommandSpec(
        "import profile add", arguments: [ArgumentSpec("NAME")],
        options: [
            OptionSpec("--date", value: "COL", "the date column: its header name, or its number from 1"),
            OptionSpec("--amount", value: "COL", "one signed amount column (negative: money out)"),
            OptionSpec("--debit", value: "COL", "the money-out column (with --credit)"),
            OptionSpec("--credit", value: "COL", "the money-in column (with --debit)"),
            OptionSpec("--payee", value: "COL", "the payee or booking text column"),
            OptionSpec("--reference", value: "COL", "the bank's reference of each movement (the import key when present)"),
            OptionSpec("--date-format", value: "FORMAT", "YYYY-MM-DD, DD.MM.YYYY, DD/MM/YYYY or MM/DD/YYYY (default: detected)"),
            OptionSpec("--decimal", value: "MARK", "point or comma (default: detected)"),
        ],
        group: "Import and export", summary: "save the layout of a bank's CSV files",
        example: "import profile add ubs --date Datum --amount Betrag --payee Buchungstext --date-format DD.MM.YYYY",
        discussion: "import csv FILE --profile NAME then reads these columns; the profile's name is part of the import keys.",
        required: [["--date"], ["--payee"], ["--amount", "--debit"]]
    )

    let profile: ImportProfile

    init(_ parsed: ParsedCommand) throws {
        guard let date = parsed.value("--date"), let payee = parsed.value("--payee") else {
            throw DomainError.invalidArgument("import profile add needs --date COL and --payee COL")
        }
        profile = ImportProfile(
            name: try parsed.requiredArgument(0), date: date, amount: parsed.value("--amount"), debit: parsed.value("--debit"),
            credit: parsed.value("--credit"), payee: payee, reference: parsed.value("--reference"),
            dateFormat: parsed.value("--date-format"), decimal: parsed.value("--decimal")?.lowercased())
        if let decimal = profile.decimal, DecimalConvention(rawValue: decimal) == nil {
            throw DomainError.invalidArgument("--decimal '\(Echo.cut(decimal))' must be point or comma")
        }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let saved = try context.stores.importSetupService.addProfile(profile)
        return CommandOutput(text: "Saved import profile '\(saved.name)': \(ImportProfileListCommand.describe(saved)).", json: saved.json)
    }
}

extension ImportProfile {
    var json: JSONValue {
        .object([
            ("name", .string(name)), ("date", .string(date)), ("amount", .optional(amount) { .string($0) }),
            ("debit", .optional(debit) { .string($0) }), ("credit", .optional(credit) { .string($0) }), ("payee", .string(payee)),
            ("reference", .optional(reference) { .string($0) }), ("dateFormat", .optional(dateFormat) { .string($0) }),
            ("decimal", .optional(decimal) { .string($0) }),
        ])
    }
}
