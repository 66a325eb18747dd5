import Shared

/// One movement read from a bank file, before it is placed: a negative amount left the account.
public struct ImportRow: Sendable, Equatable {
    /// The line of the file the row starts on (1-based), for messages.
    public var line: Int
    public var date: LocalDate
    /// Signed: negative is money out (an expense), positive money in (an income).
    public var amount: Money
    public var payee: String
    /// The bank's own reference of the movement, when the file has one: kept with the
    /// transaction, shown by `tx show`, and the import key's core unless a `fingerprint` is given.
    public var reference: String?
    /// The category the file gives the movement (a QIF `L` field, a CSV category column), if any.
    public var category: String?
    /// Everything the file says of the movement in words (payee, memo, remittance information),
    /// kept with the transaction as the bank wrote it (a rule may rename the transaction) and
    /// searched; nil when the file gives no words.
    public var text: String?
    /// The account the file names for the movement (its IBAN, its account id), the import key's
    /// account; nil when the file names none (then the import's `--account`).
    public var account: String?
    /// What identifies the movement in its import key when the reference alone does not (an
    /// MT940 reference with its date and amount, since banks restart their numbers; a payment
    /// notification's fingerprint, which has no reference): never shown.
    public var fingerprint: String?
    /// The amount as paid in another currency, signed like `amount`. With `amount` given too, that is
    /// the bank's conversion; with `amount` zero (a notification says only what was paid), the import
    /// converts it at the rate kept for the day (`rate set`).
    public var original: ForeignAmount?
    /// The currency the file books `amount` in, when it says (camt `Amt Ccy`, OFX `CURDEF`): an
    /// import into an account of another currency says so.
    public var booked: Currency?

    public init(
        line: Int, date: LocalDate, amount: Money, payee: String, reference: String? = nil, category: String? = nil,
        text: String? = nil, fingerprint: String? = nil, account: String? = nil, original: ForeignAmount? = nil
    ) {
        self.original = original
        self.account = account
        self.line = line
        self.date = date
        self.amount = amount
        self.payee = payee
        self.reference = reference
        self.category = category
        self.text = text
        self.fingerprint = fingerprint
    }

    /// What keys the row instead of its date, amount and payee: the fingerprint, else the bank's reference.
    public var identity: String? {
        if let fingerprint, !fingerprint.isEmpty { return fingerprint }
        if let reference, !reference.isEmpty { return reference }
        return nil
    }

    /// The words the bank gave, joined once each in the order given (a piece the payee or an
    /// earlier piece already holds is left out). Example: ["Swisscom", "Rechnung 4711",
    /// "Swisscom"] → "Swisscom / Rechnung 4711".
    /// True when `text` holds `part`, compared byte by byte (both are search keys, already folded);
    /// an empty `part` is held by nothing, as Foundation's `contains` said.
    static func holds(_ text: String, _ part: String) -> Bool {
        guard !part.isEmpty, part.utf8.count <= text.utf8.count else { return false }
        var whole = Substring(text).utf8
        while whole.count >= part.utf8.count {
            if whole.starts(with: part.utf8) { return true }
            whole = whole.dropFirst()
        }
        return false
    }

    public static func text(_ pieces: [String?]) -> String? {
        // Compared by their search keys (case and accents folded), made once each: a bank file holds many rows.
        var kept: [(text: String, key: String)] = []
        for piece in pieces {
            guard let piece = piece?.trimmingSpaces(), !piece.isEmpty else { continue }
            let key = SearchKey.make(piece)
            if kept.contains(where: { Self.holds($0.key, key) }) { continue }
            kept.removeAll { Self.holds(key, $0.key) }
            kept.append((piece, key))
        }
        return kept.isEmpty ? nil : kept.map(\.text).joined(separator: " / ")
    }
}

/// A row of a bank file, why it cannot be read (`column` and `value` name the culprit), or why
/// it is no booking and left out (a blank, total, detail or pending row: noted, not bad).
public enum ImportInput: Sendable, Equatable {
    case row(ImportRow)
    case bad(ImportProblem)
    case leftOut(line: Int, reason: String)
}

/// A row that cannot be imported: its line, the column, the value and what is wrong.
/// Example: line 4, column "Amount", value "12.3.4", problem "is not an amount".
public struct ImportProblem: Sendable, Equatable {
    public var line: Int
    public var column: String
    public var value: String
    public var problem: String

    public init(line: Int, column: String, value: String, problem: String) {
        self.line = line
        self.column = column
        self.value = value
        self.problem = problem
    }

    /// `column 'Amount': '12.3.4' is not an amount`: the message after `FILE:LINE: error:`.
    public var messageAfterLine: String {
        column.isEmpty ? problem : "column '\(column)': '\(Echo.cut(value))' \(problem)"
    }
}
