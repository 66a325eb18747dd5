import Shared

/// What an account holds, from its opening and the sums the schema keeps.
///
/// Example: opening 1'000.00; Salary 6'500.00 (income), Rent 1'800.00 (expense), Migros 82.40
/// (expense, checked) → transaction sum 4'617.60, checked sum −82.40; 500.00 moved to Savings →
/// transfer sum −500.00; balance 1'000 + 4'617.60 − 500 = 5'117.60; checked balance
/// 1'000 − 82.40 − 500 = 417.60 (transfers count as cleared: the bank made them).
public enum AccountFormulas {
    /// A transaction's effect on its account: income adds, expense and saving take away.
    public static func effect(of amount: Money, kind: Kind) -> Money { kind == .income ? amount : -amount }

    /// Everything recorded, whatever its date.
    public static func balance(_ account: Account) -> Money { account.opening + account.transactionSum + account.transferSum }

    /// The balance of the checked transactions (and every transfer).
    public static func checkedBalance(_ account: Account) -> Money {
        account.opening + account.checkedSum + account.transferSum
    }

    /// The balance on a day: everything recorded, less what is dated after it (`later` is the
    /// sum of the effects dated after the day, usually a handful of rows).
    /// Example: balance 5'117.60, a 40.00 expense dated tomorrow → today 5'157.60.
    public static func balance(_ account: Account, less later: Money) -> Money { balance(account) - later }

    /// The figure a person reads: a card shows what is owed (its negated balance), the others what they hold.
    /// Example: a card with 250.00 spent and nothing paid back: balance −250.00, shown owed 250.00.
    public static func shown(_ balance: Money, kind: AccountKind) -> Money { kind.showsOwed ? -balance : balance }

    /// A figure typed for an account (an opening, a bank's balance) as an asset: on a card it is what is owed.
    public static func asset(_ typed: Money, kind: AccountKind) -> Money { kind.showsOwed ? -typed : typed }

    /// The difference a reconciliation reports: the bank's figure less pulpe's (positive: the bank holds more).
    public static func difference(bank: Money, pulpe: Money) -> Money { bank - pulpe }
}
