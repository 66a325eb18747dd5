import CommandKit
import Domain
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

    /// `budgets › 2026-11`, or empty at home.
    var path: String { labels.joined(separator: " › ") }
}
