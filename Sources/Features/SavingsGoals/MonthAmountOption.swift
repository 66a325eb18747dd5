import CommandKit
import Model
import Shared

/// Reads `MONTH=AMOUNT` option values (`goal plan --pin`, `--set`) into one amount per month.
enum MonthAmountOption {
    /// Example: ["2026-05=300", "2026-06=0"] → [2026-05: 300.00, 2026-06: 0.00]. A value without
    /// `=`, a bad month or amount, or a month given twice is an error naming the value.
    static func parse(_ values: [String], option: String) throws -> [YearMonth: Money] {
        var amounts: [YearMonth: Money] = [:]
        for value in values {
            guard let equals = value.firstIndex(of: "=") else {
                throw DomainError.invalidValue("\(option) '\(value)' is not MONTH=AMOUNT: write e.g. \(option) 2026-05=300")
            }
            let month: YearMonth
            let amount: Money
            do {
                month = try ParsedCommand.month(String(value[..<equals]))
                amount = try ParsedCommand.amount(String(value[value.index(after: equals)...]))
            } catch let error as any UserFacingError {
                throw DomainError.invalidValue("\(option) \(value): \(error.message)")
            }
            guard amounts[month] == nil else {
                throw DomainError.invalidValue("\(option) names \(month) twice: give each month once")
            }
            amounts[month] = amount
        }
        return amounts
    }
}
