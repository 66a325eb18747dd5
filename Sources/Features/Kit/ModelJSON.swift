import Model
import Shared

/// The JSON shapes of Docs/Commands.md §14: amounts with two decimals, months
/// `"YYYY-MM"`, dates `"YYYY-MM-DD"`, ids as integers. Fields may be added, never changed.
extension Money {
    public var json: JSONValue { .number(plainDecimal) }
}

extension BudgetLine {
    public func json(consumed: Money, month: YearMonth? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .int(id)), ("name", .string(name)), ("kind", .string(kind.rawValue)), ("amount", amount.json),
            ("consumed", consumed.json), ("checked", .bool(isChecked)),
            ("recurrence", .string(recurrence.rawValue)), ("manuallyAdjusted", .bool(isManuallyAdjusted)),
            ("goal", .optional(savingsGoalID) { .int($0) }),
        ]
        if let month { members.append(("budget", .string(month.description))) }
        return .object(members)
    }
}

extension Transaction {
    public func json(month: YearMonth? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .int(id)), ("name", .string(name)), ("kind", .string(kind.rawValue)), ("amount", amount.json),
            ("date", .string(date.description)), ("line", .optional(lineID) { .int($0) }), ("checked", .bool(isChecked)),
            ("category", .optional(category) { .string($0) }),
        ]
        // Only a later part of a split movement has it: every other transaction keeps its shape.
        if let splitOf { members.append(("splitOf", .int(splitOf))) }
        // Only money paid in another currency has it: `{"amount": 45.00, "currency": "USD"}`.
        if let original { members.append(("original", original.json)) }
        if let month { members.append(("budget", .string(month.description))) }
        return .object(members)
    }
}

extension ForeignAmount {
    /// `{"amount": 45.00, "currency": "USD"}`: the amount with its currency's decimals.
    public var json: JSONValue { .object([("amount", .number(plainDecimal)), ("currency", .string(currency.code))]) }
}

extension Settings {
    public var json: JSONValue {
        .object([
            ("payday", .int(payDay)), ("currency", .string(currency.code)), ("currencyDecimals", .int(currency.minorDigits)),
            ("maxTransaction", MoneyRules.$current.withValue(moneyRules()) { moneyRules().maximumTransaction.json }),
            ("locale", .optional(locale) { .string($0.tag) }),
            ("maxTransactionIsDefault", .bool(maximumTransaction == nil)),
        ])
    }
}

extension BudgetSummary {
    public var json: JSONValue {
        .object([
            ("month", .string(month.description)), ("totalIncome", totals.income.json),
            ("totalExpenses", totals.outflows.json), ("totalSavings", totals.savings.json),
            ("net", net.json), ("rollover", rollover.json), ("endingBalance", endingBalance.json),
        ])
    }
}

extension Budget {
    public var json: JSONValue {
        .object([
            ("id", .int(id)), ("month", .string(month.description)),
            ("description", .optional(description) { .string($0) }),
            ("template", .optional(templateID) { .int($0) }), ("net", monthDelta.json),
        ])
    }
}

/// Hundredths of a percent as a JSON number with two decimals: 6316 → 63.16.
public func percentJSON(basisPoints: Int64) -> JSONValue {
    .number(Money(cents: basisPoints).plainDecimal)
}
