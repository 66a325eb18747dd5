import Model
import Shared

/// The domain limits of Docs/Domain.md §2–§3, checked before anything is written.
package enum Validation {
    /// A trimmed, non-empty name of at most 100 characters.
    package static func name(_ raw: String, of what: String) throws(DomainError) -> String {
        let name = raw.trimmingSpaces()
        guard !name.isEmpty else { throw .emptyName(of: what) }
        try plainText(name, "\("aeiou".contains(what.prefix(1)) ? "an" : "a") \(what) name")
        guard name.count <= 100 else { throw .nameTooLong(of: what, start: String(name.prefix(20))) }
        return name
    }

    /// A line is > 0 when created and ≥ 0 when changed.
    package static func lineAmount(_ amount: Money, creating: Bool) throws(DomainError) {
        if creating && amount.cents <= 0 { throw .newLineAmountNotPositive(amount) }
        if amount.cents < 0 { throw .negativeLineAmount }
    }

    /// A transaction is above 0 and at most the currency's typo guard (`MoneyRules`: 1'000'000.00 in
    /// CHF unless `settings set max-transaction` says otherwise).
    package static func transactionAmount(_ amount: Money) throws(DomainError) {
        let maximum = MoneyRules.current.maximumTransaction
        guard amount.cents > 0, amount <= maximum else { throw .transactionAmountOutOfRange(amount, maximum: maximum) }
    }

    /// An optional description of at most 500 characters.
    package static func description(_ raw: String?) throws(DomainError) -> String? {
        guard let text = raw?.trimmingSpaces(), !text.isEmpty else { return nil }
        guard text.count <= 500 else { throw .descriptionTooLong }
        try plainText(text, "a description")
        return text
    }

    /// A category: like a name, at most 100 characters without control or invisible characters.
    /// Example: "Food & drinks" is kept; 101 characters or "Food\u{202E}" are refused.
    package static func category(_ text: String) throws(DomainError) {
        try plainText(text, "a category")
        guard text.count <= 100 else { throw .categoryTooLong(start: String(text.prefix(20))) }
    }

    /// Text without control characters (tab included): printed in a table, they would drive the
    /// terminal; nor bidirectional overrides or zero-width characters, which hide or reorder what
    /// a screen shows (`Tokenizer.isInvisible`).
    package static func plainText(_ text: String, _ what: String) throws(DomainError) {
        if Tokenizer.mayContainControl(text), let bad = text.first(where: { $0 == "\t" || Tokenizer.isControl($0) }) {
            throw .controlCharacter(in: what, codePoint: Tokenizer.codePoint(bad.unicodeScalars.first ?? Unicode.Scalar(0)))
        }
        if let bad = text.unicodeScalars.first(where: Tokenizer.isInvisible) {
            throw .invisibleCharacter(in: what, codePoint: Tokenizer.codePoint(bad))
        }
    }
}
