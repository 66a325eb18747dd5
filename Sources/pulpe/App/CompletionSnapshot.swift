import CommandKit
import Model
import Shared

/// The names Tab may offer, captured after each command so the reader thread never touches
/// the main-actor stores.
struct CompletionSnapshot: Sendable, Equatable {
    var months: [String] = []
    var lines: [String] = []
    var transactions: [String] = []
    var templates: [String] = []
    var goals: [String] = []
    var categories: [String] = []
    var favourites: [String] = []
    var accounts: [String] = []
    /// The leading arguments the open screens give (`open template T`: the template), which Tab
    /// then skips.
    var scopedHints: Set<ValueHint> = []

    /// The candidates for an argument or option value of this kind.
    func values(for hint: ValueHint) -> [String] {
        switch hint.rawValue {
        case "month": months
        case "kind": ["income", "expense", "saving"]
        case "line": lines
        case "transaction": ["last"] + transactions
        case "template": templates
        case "goal": goals
        case "category": categories
        case "favourite": favourites.map { "@" + $0 }
        case "account": accounts
        case "accountKind": AccountKind.allCases.map(\.rawValue)
        case "sort": ["date", "amount", "name", "category"]
        case ValueHint.outputFormat.rawValue: OutputFormat.allCases.map(\.rawValue)
        case ValueHint.onOff.rawValue: ["on", "off"]
        case "reportPeriod": ["week", "month", "quarter", "year", "all", "3m", "6m", "12m"]
        case "reportGrouping": ReportGrouping.allCases.map(\.rawValue)
        default: []
        }
    }
}
