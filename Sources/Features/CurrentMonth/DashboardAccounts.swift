import CommandKit
import Model
import Shared

/// The dashboard's accounts block: what the open accounts hold today, what the plan says is
/// left of the month, and the difference in a sentence (`Docs/Domain.md` §12b).
///
/// Example: Main 1'617.60 and Savings 5'000.00 hold 6'617.60; the plan leaves 3'670.00; the
/// accounts hold 2'947.60 more: planned spending not yet paid, savings, or money outside the plan.
struct DashboardAccounts: Sendable, Equatable {
    struct Holding: Sendable, Equatable {
        var name: String
        var kind: AccountKind
        /// As an asset (a card's debt is negative), in the budget's currency.
        var balance: Money
        /// For an account of its own currency: what it holds in that currency.
        var own: ForeignAmount? = nil
    }

    /// The open accounts, in `account list` order; one of its own currency at the rate kept for the day.
    var holdings: [Holding]
    /// The open accounts of their own currency with no rate kept ("US (USD)"): not in the sum, and said so.
    var leftOut: [String] = []

    /// The widest the block's lines are made (the screen may be wider).
    static let width = 80
    /// Up to this many accounts are named one by one.
    static let namedAccounts = 4

    /// The block of `accounts` (`account list`), nil when it would say nothing the user set: one
    /// open account with no opening balance and never reconciled (its balance is the plan's own
    /// transactions, and every database starts with that account). An account of its own currency
    /// counts at the rate kept for the day (`inBudgetCurrency`, by id, as `account list` sums it),
    /// and is named as left out while its currency has no rate.
    static func of(_ accounts: [AccountSummary], inBudgetCurrency: [Int64: Money] = [:]) -> DashboardAccounts? {
        let open = accounts.filter { !$0.account.isClosed }
        guard open.count > 1 || open.contains(where: { $0.account.opening != .zero || $0.account.reconciledOn != nil }) else {
            return nil
        }
        var block = DashboardAccounts(holdings: [])
        for summary in open {
            let account = summary.account
            guard let currency = account.currency else {
                block.holdings.append(Holding(name: account.name, kind: account.kind, balance: summary.balance))
                continue
            }
            if let balance = inBudgetCurrency[account.id] {
                block.holdings.append(
                    Holding(
                        name: account.name, kind: account.kind, balance: balance,
                        own: ForeignAmount(amount: summary.balance, currency: currency)))
            } else {
                block.leftOut.append("\(account.name) (\(currency.code))")
            }
        }
        return block
    }

    var total: Money { holdings.reduce(.zero) { $0 + $1.balance } }

    /// Example (80 columns):
    /// ```
    ///   In your accounts today: 6'617.60 (Main 1'617.60 · Savings 5'000.00)
    ///   Left in this month's plan: 3'670.00
    ///   Your accounts hold 2'947.60 more than the plan says is left:
    ///   planned spending not yet paid, savings, or money outside the plan.
    /// ```
    func render(remaining: Money) -> String {
        let head = "  In your accounts today: \(total.formatted)"
        var out = head
        if holdings.count <= Self.namedAccounts {
            let named = holdings.map(Self.describe).joined(separator: " · ")
            let inline = " (\(named))"
            if DisplayWidth.of(head + inline) <= Self.width {
                out += inline
            } else if DisplayWidth.of("    " + named) <= Self.width {
                out += "\n    " + named
            }
        }
        if !leftOut.isEmpty {
            let named = leftOut.prefix(Self.namedAccounts).joined(separator: ", ")
            let more = leftOut.count > Self.namedAccounts ? " and \(leftOut.count - Self.namedAccounts) more" : ""
            let line = "  Not in that sum, no rate kept for their currency: \(named)\(more)"
            out +=
                DisplayWidth.of(line) <= Self.width
                ? "\n" + line : "\n  Not in that sum: \(counted(leftOut.count, "account")) with no rate kept (`rate list`)"
        }
        out += "\n  Left in this month's plan: \(remaining.formatted)\n"
        let difference = total - remaining
        if difference == .zero {
            out += "  Your accounts hold exactly what the plan says is left.\n"
        } else if difference.isNegative {
            out +=
                "  Your accounts hold \(difference.magnitude.formatted) less than the plan says is left:\n"
                + "  income not yet arrived, or spending the plan does not know of.\n"
        } else {
            out +=
                "  Your accounts hold \(difference.formatted) more than the plan says is left:\n"
                + "  planned spending not yet paid, savings, or money outside the plan.\n"
        }
        return out
    }

    /// "Main 1'617.60", for a card what is owed: "Visa owed 202.40", for an account of its own
    /// currency what it holds in it, as `account list` shows it: "US 1'000.00 USD".
    private static func describe(_ holding: Holding) -> String {
        let shown = AccountFormulas.shown(holding.own?.amount ?? holding.balance, kind: holding.kind)
        let amount = holding.own.map { ForeignAmount(amount: shown, currency: $0.currency).formatted } ?? shown.formatted
        return holding.kind.showsOwed ? "\(holding.name) owed \(amount)" : "\(holding.name) \(amount)"
    }
}
