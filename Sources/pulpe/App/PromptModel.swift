import CommandKit
import Model
import Observation
import Shared
import Synchronization

/// The prompt: where you are, and what is left in the month in view. The month's figures are the
/// stored ones of the budget-list store (each budget's lines and kept sums, never its
/// transactions; served from its cache unless a change touched what it read); the amount text is
/// rebuilt only when Observation reports that the store's summaries changed.
@MainActor
final class PromptModel {
    private let context: CommandContext
    private var rendered: (month: YearMonth, text: String?)?
    private let changed = ChangeFlag()

    init(context: CommandContext) {
        self.context = context
    }

    /// `pulpe budgets › 2026-11 · CHF 2'450.00 left › `, or at home `pulpe · 2026-11 · CHF 2'450.00 left › `.
    /// Plain text: escape codes in a prompt would throw off the line editor's cursor. It leaves
    /// `typingRoom` columns of the screen to type in: on a narrow one the month goes first, then
    /// the figure (at 40 columns, `pulpe › `).
    func prompt(path: String, openMonth: YearMonth?) async -> String {
        let head = "pulpe" + (path.isEmpty ? "" : " " + path)
        var longest = [head]
        // Unheard: a month that cannot be read leaves the figure out of the prompt; the next command reports the error.
        let month: YearMonth? = if let openMonth { openMonth } else { try? await context.currentMonth() }
        if let month {
            await context.stores.budgetList.loadIfNeeded()
            if changed.take() || rendered?.month != month { render(month) }
            if let text = rendered?.text {
                // Inside `open budget MONTH` the path already names the month.
                longest = openMonth == nil ? [head, "\(month)", text] : [head, text]
            }
        }
        var parts = longest
        while parts.count > 1, DisplayWidth.of(parts.joined(separator: " · ") + " › ") > context.style.width - Self.typingRoom {
            parts.remove(at: 1)
        }
        return parts.joined(separator: " · ") + " › "
    }

    /// The columns a prompt leaves to type in.
    static let typingRoom = 20

    private func render(_ month: YearMonth) {
        let store = context.stores.budgetList
        let summaries = withObservationTracking {
            store.summaries
        } onChange: { [changed] in
            changed.set()
        }
        guard let summary = summaries.first(where: { $0.month == month }) else {
            rendered = (month, nil)
            return
        }
        let amount = BudgetMetrics(totals: summary.totals, rollover: summary.rollover).remaining
        let settings = context.stores.settings.settings
        let rules = settings.moneyRules(environment: context.environmentLocale)
        let shown = MoneyRules.$current.withValue(rules) { amount.magnitude.formatted(currency: settings.currency.code) }
        rendered = (month, "\(shown) \(amount.isNegative ? "short" : "left")")
    }
}

/// Set from Observation's `onChange` (any thread), taken by the prompt.
final class ChangeFlag: Sendable {
    private let flag = Atomic<Bool>(true)
    func set() { flag.store(true, ordering: .relaxed) }
    func take() -> Bool { flag.exchange(false, ordering: .relaxed) }
}
