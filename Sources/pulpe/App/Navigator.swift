import CommandKit
import Model
import Shared

/// The stack of destinations the user opened; `open` pushes, `back` pops, `home` clears.
struct Navigator: Sendable {
    private(set) var stack: [AppDestination] = []
    /// Labels of the stack entries, e.g. `["budgets", "2026-11"]`, kept beside the stack.
    private(set) var labels: [String] = []

    mutating func push(_ destination: AppDestination, label: String) {
        if stack.last == destination { return }
        stack.append(destination)
        labels.append(label)
    }

    /// Pops one destination; false when already home.
    mutating func back() -> Bool {
        guard !stack.isEmpty else { return false }
        stack.removeLast()
        labels.removeLast()
        return true
    }

    mutating func home() {
        stack.removeAll()
        labels.removeAll()
    }

    var current: AppDestination? { stack.last }

    /// The month of the innermost open budget, if any.
    var openMonth: YearMonth? { stack.reversed().lazy.compactMap(\.month).first }

    /// The value of a leading `hint` argument given by the innermost screen that has one.
    func scope(for hint: ValueHint) -> String? { stack.reversed().lazy.compactMap { $0.scope(for: hint) }.first }

    /// What commands typed here take from the screens opened, for `help`; nil at home.
    var scopeNote: String? {
        var notes: [String] = []
        if let month = openMonth { notes.append("commands that take --budget take budget \(month) (`line add expense Dentist 250`)") }
        if scope(for: .template) != nil {
            notes.append("template commands take the open template: leave TEMPLATE out (`template line add income Salary 6500`)")
        }
        if scope(for: .goal) != nil { notes.append("goal commands take the open goal: leave GOAL out (`goal plan --monthly 300`)") }
        if scope(for: .line) != nil {
            notes.append("line check, uncheck, show, set, reset and remove take the open line: leave LINE out (`line set 450`)")
        }
        if scope(for: .account) != nil {
            notes.append(
                "account commands take the open account, and transfers leave from it: leave ACCOUNT and --from out (`transfer 50 --to Savings`)"
            )
        }
        if scope(for: .transaction) != nil {
            notes.append("tx check, uncheck, show, set and remove take the open transaction: leave TX out (`tx set 84.10`)")
        }
        return notes.isEmpty ? nil : "Here (\(path)): " + notes.joined(separator: "; ") + "."
    }

    /// `budgets › 2026-11`, or empty at home.
    var path: String { labels.joined(separator: " › ") }
}
