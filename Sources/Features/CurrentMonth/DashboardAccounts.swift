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
        /// As an asset (a card's debt is negative).
        var balance: Money
    }

    /// The open accounts, in `account list` order.
    var holdings: [Holding]

    /// The widest the block's lines are made (the screen may be wider).
    static let width = 80
    /// Up to this many accounts are named one by one.
    static let namedAccounts = 4

    /// The block of `accounts` (`account list`), nil when it would say nothing the user set: one
    /// open account with no opening balance and never reconciled (its balance is the plan's own
    /// transactions, and every database starts with that account). Accounts of their own currency
    /// are left out: the plan is in the budget's currency (`account list` sums them at kept rates).
    static func of(_ accounts: [AccountSummary]) -> DashboardAccounts? {
        let open = accounts.filter { !$0.account.isClosed && $0.account.currency == nil }
        guard open.count > 1 || open.contains(where: { $0.account.opening != .zero || $0.account.reconciledOn != nil }) else {
            return nil
        }
        return DashboardAccounts(holdings: open.map { Holding(name: $0.account.name, kind: $0.account.kind, balance: $0.balance) })
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

    /// "Main 1'617.60", or for a card what is owed: "Visa owed 202.40".
    private static func describe(_ holding: Holding) -> String {
        if holding.kind.showsOwed {
            return "\(holding.name) owed \(AccountFormulas.shown(holding.balance, kind: holding.kind).formatted)"
        }
        return "\(holding.name) \(holding.balance.formatted)"
    }
}
