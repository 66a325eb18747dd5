import Shared

/// What stops an import, a rule or a profile command; each message says what to do.
public enum ImportError: UserFacingError, Equatable, Sendable {
    /// `--no-create` and rows in months without a budget.
    case missingBudgets([YearMonth])
    case noProfile(String, known: [String])
    case duplicateProfile(String)
    /// A profile needs `--amount`, or `--debit` with `--credit`.
    case profileAmountColumns
    case noRule(Int, count: Int)
    case invalidDateFormat(String)
    case notATransaction(String)
    case unreadableFile(String, reason: String)
    /// `import json` into a database that already holds budgets, templates or goals.
    case notEmpty
    case notADatabaseDocument

    /// A date format or a pasted line that does not read is bad data (65), a profile without its
    /// amount columns a usage error (64); the rest are rules (1).
    public var exitStatus: ExitStatus {
        switch self {
        case .invalidDateFormat, .notATransaction: .dataError
        // `import profile add` without the amount's columns, as without --date or --payee.
        case .profileAmountColumns: .usage
        default: .failure
        }
    }

    public var message: String {
        switch self {
        case .missingBudgets(let months):
            let list = months.map(\.description).joined(separator: ", ")
            return "no budget for \(list): create \(months.count == 1 ? "it" : "them") (budget new MONTH) or import without --no-create"
        case .noProfile(let name, let known):
            let list = known.isEmpty ? "none saved yet (import profile add)" : known.joined(separator: ", ")
            return "no import profile '\(Echo.cut(name))': known profiles: \(list)"
        case .duplicateProfile(let name):
            return "an import profile '\(Echo.cut(name))' already exists: remove it first (import profile remove)"
        case .profileAmountColumns:
            return "a profile needs --amount COL, or both --debit COL and --credit COL"
        case .noRule(let number, let count):
            return "no rule \(number): there \(count == 1 ? "is 1 rule" : "are \(count) rules") (rule list)"
        case .invalidDateFormat(let text):
            return "'\(Echo.cut(text))' is not a date format: write a pattern of YYYY (or YY), MM (or M or MMM) and DD (or D) "
                + "with the separators the file has, e.g. DD.MM.YYYY, YYYY-MM-DD, MM/DD/YYYY, YYYYMMDD, D MMM YYYY"
        case .notATransaction(let text):
            return "not a transaction: no amount with a direction in '\(Echo.cut(text))'"
        case .unreadableFile(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .notEmpty:
            return "import json restores into an empty database only: give another file with --db NEW.sqlite"
        case .notADatabaseDocument:
            return "the file is not a pulpe database document (written by export json)"
        }
    }
}

extension CSVMappingError: UserFacingError {
    /// A file whose columns cannot be worked out is bad data (65); dates two formats read need --date-format (64).
    public var exitStatus: ExitStatus {
        switch self {
        // The dates fit two formats: --date-format, an option missing, decides.
        case .ambiguousDates: .usage
        // Everything else is the file not holding what a statement holds.
        case .noDateColumn, .noAmountColumn, .noPayeeColumn, .unknownColumn, .unreadableDates, .unreadableAmounts, .empty: .dataError
        }
    }

    public var message: String {
        func list(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
        switch self {
        case .noDateColumn(let known):
            return "no column reads as dates among \(list(known)): save a profile naming it (import profile add NAME --date COL …)"
        case .noAmountColumn(let known):
            return "no amount column among \(list(known)): give --amount COL or --debit COL --credit COL in a profile"
        case .noPayeeColumn(let known):
            return "no payee column among \(list(known)): give --payee COL in a profile"
        case .unknownColumn(let name, let known):
            return "the file has no column '\(Echo.cut(name))': its columns are \(list(known)) (or give a number from 1)"
        case .ambiguousDates(let column, let formats):
            return "the dates in '\(column)' read as \(formats.map(\.rawValue).joined(separator: " or ")): "
                + "give --date-format (or save it in a profile)"
        case .unreadableDates(let column, let sample):
            return "the dates in '\(column)' (e.g. '\(Echo.cut(sample))') read in no known format: "
                + "give --date-format with a pattern such as DD.MM.YYYY, YYYYMMDD or D MMM YYYY"
        case .unreadableAmounts(let column, let sample):
            return "the amounts in '\(column)' (e.g. '\(Echo.cut(sample))') read neither as 1,234.50 nor as 1.234,50"
        case .empty:
            return "the file holds no rows to import (nothing, or only a header)"
        }
    }
}
