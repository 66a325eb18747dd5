import CommandKit
import DomainKit
import GRDB
import Model
import Persistence
import Shared
import Stores

@testable import PulpeApp

/// Every read a user can make of the stores, as values: the budget list, each month's budget
/// (`budget show`), the goals (`goal list`, `goal show` is one of them), the templates
/// (`template list`, `template show`), the settings, the current month's dashboard as drawn,
/// and the prompt with the amount left. A failing read is its error message.
@MainActor
struct StoreReads {
    /// One read: a value, or the error reading it threw.
    enum Read<Value: Equatable>: Equatable {
        case value(Value)
        case failed(String)

        @MainActor init(_ read: @MainActor () async throws -> Value) async {
            do { self = .value(try await read()) } catch { self = .failed(ErrorMessage.describe(error)) }
        }
    }

    struct Values: Equatable {
        var budgetList: Read<[BudgetSummary]>
        var budgetShow: [Read<BudgetDetails?>]
        var goals: Read<[SavingsGoalDetails]>
        var templates: Read<[TemplateDetails]>
        var settings: Read<Settings>
        var dashboard: Read<String>
        var accounts: Read<AccountListStore.Accounts>
        var prompt: String

        /// The first read that differs from `other`, with both sides, for the failure message.
        func firstDifference(from other: Values) -> (read: String, this: String, other: String)? {
            // (read, equal, this, other); descriptions only for the message (dictionaries print in any order).
            let reads: [(String, Bool, String, String)] =
                [
                    ("budget list", budgetList == other.budgetList, "\(budgetList)", "\(other.budgetList)")
                ]
                + zip(RandomCommand.months, zip(budgetShow, other.budgetShow)).map {
                    ("budget show \($0)", $1.0 == $1.1, "\($1.0)", "\($1.1)")
                } + [
                    ("goal list / goal show", goals == other.goals, "\(goals)", "\(other.goals)"),
                    ("template list / template show", templates == other.templates, "\(templates)", "\(other.templates)"),
                    ("settings", settings == other.settings, "\(settings)", "\(other.settings)"),
                    ("dashboard", dashboard == other.dashboard, "\(dashboard)", "\(other.dashboard)"),
                    ("account list", accounts == other.accounts, "\(accounts)", "\(other.accounts)"),
                    ("prompt", prompt == other.prompt, prompt, other.prompt),
                ]
            guard let (read, _, this, other) = reads.first(where: { !$0.1 }) else { return nil }
            // Where they part, with some context on each side.
            let common = zip(this, other).prefix { $0 == $1 }.count
            func around(_ text: String) -> String {
                let start = text.index(text.startIndex, offsetBy: max(0, common - 300))
                let end = text.index(start, offsetBy: min(600, text.distance(from: start, to: text.endIndex)))
                return (start > text.startIndex ? "…" : "") + text[start..<end] + (end < text.endIndex ? "…" : "")
            }
            return (read, around(this), around(other))
        }
    }

    let context: CommandContext
    /// Kept across commands on the long-lived side, as the REPL keeps it.
    let prompt: PromptModel
    private let screens: Session

    init(context: CommandContext) {
        self.context = context
        prompt = PromptModel(context: context)
        screens = Session(context: context, format: .table, bail: false)
    }

    func all() async -> Values {
        let stores = context.stores
        let today = context.today
        var budgetShow: [Read<BudgetDetails?>] = []
        for month in RandomCommand.months.compactMap(YearMonth.parse) {
            budgetShow.append(await Read { try await stores.budgetDetails.details(for: month) })
        }
        return Values(
            budgetList: await Read { try await stores.budgetList.currentSummaries() },
            budgetShow: budgetShow,
            goals: await Read { try await stores.goals.currentGoals(today: today) },
            templates: await Read { try await stores.templates.currentTemplates() },
            settings: await Read { try await stores.settings.current() },
            dashboard: await Read { try await screens.screen(for: .currentMonth(.dashboard)) },
            accounts: await Read { try await stores.accounts.accounts(today: today) },
            prompt: await prompt.prompt(path: "", openMonth: context.openMonth)
        )
    }

    /// Every row of every table, as text built by SQLite (`quote` of every column, rows in
    /// rowid order, key order without one), in one statement prepared once per connection: equal fingerprints, equal databases.
    static func fingerprint(_ database: AppDatabase) throws -> String {
        try database.read { db in
            if fingerprintSQL == nil {
                var parts: [String] = []
                // The search index (a virtual table and its storage, some WITHOUT ROWID) is derived: left out.
                for table in try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'tx_search%' ORDER BY name")
                {
                    let columns = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [table])
                    let row = columns.map { "quote(\"\($0)\")" }.joined(separator: " || ',' || ")
                    // A WITHOUT ROWID table (an account's day sums) is in the order of its key.
                    let key = try String.fetchAll(
                        db, sql: "SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk", arguments: [table])
                    let withoutRowID =
                        try Bool.fetchOne(
                            db, sql: "SELECT sql LIKE '%WITHOUT ROWID%' FROM sqlite_master WHERE name = ?", arguments: [table]) ?? false
                    let order = withoutRowID ? key.map { "\"\($0)\"" }.joined(separator: ", ") : "rowid"
                    parts.append(
                        "'\(table):' || coalesce((SELECT group_concat(\(row), ';') FROM (SELECT * FROM \"\(table)\" ORDER BY \(order))), '')"
                    )
                }
                fingerprintSQL = "SELECT " + parts.joined(separator: " || char(10) || ")
            }
            return try String.fetchOne(db.cachedStatement(sql: fingerprintSQL!)) ?? ""
        }
    }

    /// Built from the schema on first use (every database here has the same).
    private static var fingerprintSQL: String?
}
