import CommandKit
import Model
import Shared

/// `tx split TX LINE=AMOUNT LINE=AMOUNT… [--category C] [--budget MONTH]`
struct TxSplitCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let category = OptionSpec("--category", value: "TEXT", hint: .category, "give every part this category (\"\" clears it)")
        static let budget = OptionSpec("--budget", value: "MONTH", hint: .month, "the budget, when TX is a name")
    }

    static let spec = CommandSpec(
        "tx split",
        arguments: [ArgumentSpec("TX", hint: .transaction), ArgumentSpec("LINE=AMOUNT", variadic: true, hint: .line)],
        options: [Options.category, Options.budget],
        group: "Transactions", summary: "share one movement among several lines",
        example: "tx split #42 Groceries=62.40 Household=20.00",
        discussion: """
            One bank movement, several lines: each part is LINE=AMOUNT, with LINE a line of the movement's budget \
            (its name or #ID) or `none` (or `free`) for a free part, and the parts add up to the movement's amount to the cent. \
            Money going out may be shared among expense and saving lines; income among income lines. \
            The first part keeps the transaction's id and the bank's details; each other part becomes a transaction \
            of its own, with the same name, date, account and check. A split movement is split again the same way; \
            `tx unsplit` joins it. Each line consumes its part; the account sees one movement.
            """
    )

    let reference: String
    let parts: [SplitPart]
    let category: String??
    let budget: YearMonth?

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
        parts = try parsed.arguments.dropFirst().map(Self.part)
        category = parsed.value(Options.category).map { $0.trimmingSpaces().isEmpty ? nil : $0 }
        budget = try parsed.value(Options.budget, ParsedCommand.month)
    }

    /// `Groceries=62.40` → line "Groceries", 62.40; `none=5` → free, 5.00 (`free=5` is looked up as a
    /// line first, as `tx set --line free`). The last `=` divides, so a line's name may hold one.
    static func part(_ text: String) throws -> SplitPart {
        guard let equals = text.lastIndex(of: "="), equals != text.startIndex else {
            throw DomainError.invalidValue(
                "'\(Echo.cut(text))' is not a part: write LINE=AMOUNT, e.g. Groceries=62.40 (`none=AMOUNT` for a free part)")
        }
        let line = text[..<equals].trimmingSpaces()
        let amount = try ParsedCommand.amount(String(text[text.index(after: equals)...]))
        return SplitPart(line: line.lowercased() == "none" ? nil : line, amount: amount)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let split = try await context.clients.transactionService.split(
            context.transactionReference(reference, explicitBudget: budget), into: parts, category: category)
        return Self.describe(split, verb: "Split", style: context.style)
    }

    /// "Split expense 'Migros' #5 (82.40 on 2026-11-03) into 2 parts:" and a row per part, with the JSON.
    static func describe(_ split: TransactionSplit, verb: String, style: ScreenStyle) -> CommandOutput {
        guard let first = split.parts.first?.transaction else { return CommandOutput(text: "", json: .null) }
        let head = "\(first.name)' #\(first.id) (\(split.total.formatted) on \(first.date.shown))"
        guard split.isSplit else {
            return CommandOutput(
                text: "\(verb) '\(head): one transaction again, \(split.parts[0].lineName.map { "on \($0)" } ?? "free").",
                json: json(split))
        }
        var table = TextTable(columns: [.left("#"), .left("Line"), .left("Kind"), .right("Amount")])
        for part in split.parts {
            table.addRow([
                "#\(part.transaction.id)", part.lineName ?? style.styler.dim("free"), part.transaction.kind.rawValue,
                part.transaction.amount.formatted,
            ])
        }
        return CommandOutput(
            text: "\(verb) '\(head) into \(split.parts.count) parts:\n"
                + table.render(maxWidth: style.width, styler: style.styler),
            json: json(split))
    }

    /// `{"id": 5, "budget": "2026-11", "total": "82.40", "parts": [transaction + "lineName"]}`
    static func json(_ split: TransactionSplit) -> JSONValue {
        .object([
            ("id", .int(split.id)), ("budget", .string(split.month.description)), ("total", split.total.json),
            (
                "parts",
                .array(
                    split.parts.map { part in
                        guard case .object(let members) = part.transaction.json() else { return .null }
                        return .object(members + [("lineName", .optional(part.lineName) { .string($0) })])
                    })
            ),
        ])
    }
}
