import Shared

/// Test shorthands: amounts, months and dates written as text.
public func money(_ text: String) -> Money {
    let negative = text.hasPrefix("-")
    let value = try! Money.parse(negative ? String(text.dropFirst()) : text)
    return negative ? -value : value
}

public func month(_ text: String) -> YearMonth { YearMonth.parse(text)! }

public func date(_ text: String) -> LocalDate { LocalDate.parse(text)! }
