import DomainKit
import GRDB
import Ledger
import Model
import Persistence
import Shared

/// Reads every transaction out, streamed a row at a time: as CSV, and as a ledger/hledger
/// journal whose accounts are named from kinds, lines and goals.
public actor ExportService: ServiceActor {
    let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    /// One transaction as exported.
    public struct Row: Sendable {
        public var id: Int64
        public var date: LocalDate
        public var month: YearMonth
        public var kind: Kind
        public var name: String
        public var amount: Money
        public var line: String?
        public var goal: String?
        public var category: String?
        public var checked: Bool
        /// The account it moved, and its kind.
        public var account: String
        public var accountKind: AccountKind
        /// The transfer it is the saving side of (the journal writes the transfer instead).
        public var transferID: Int64?
        /// The first part of the split movement it is a later part of (same date: it follows it by id).
        public var splitOf: Int64?
        /// The amount as paid in another currency, when it was.
        public var original: ForeignAmount?
        /// The account's own currency, when it is not the budget's (`original` is then what it moved).
        public var accountCurrency: Currency? = nil
    }

    /// A transfer as exported, with the line its saving side realized.
    public struct TransferRow: Sendable {
        public var date: LocalDate
        public var amount: Money
        public var note: String?
        public var from: (name: String, kind: AccountKind)
        public var to: (name: String, kind: AccountKind)
        public var line: String?
        /// What arrived in `to`, in its currency, when the two accounts hold two currencies.
        public var received: Money? = nil
        /// The accounts' own currencies (nil: the budget's): `amount` is in the first, `received` in the second.
        public var currencies: (from: Currency?, to: Currency?) = (nil, nil)
    }

    /// What an account held when the export begins: its opening on its date (else on the date of
    /// its first transaction, else today) without `since`, else its balance the day before `since`.
    public struct Opening: Sendable {
        public var account: String
        public var kind: AccountKind
        public var date: LocalDate
        public var amount: Money
        /// The account's own currency (nil: the budget's), which `amount` is in.
        public var currency: Currency? = nil
    }

    /// The number of transactions dated within the bounds (for progress).
    public nonisolated func count(since: LocalDate?, until: LocalDate?) throws -> Int {
        try database.read { db in
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM tx WHERE date >= ? AND date <= ?",
                arguments: [since?.description ?? "0000", until?.description ?? "9999"]) ?? 0
        }
    }

    /// Calls `body` with each transaction dated within the bounds, by date then id.
    public nonisolated func forEach(since: LocalDate?, until: LocalDate?, _ body: (Row) throws -> Void) throws {
        try database.read { db in
            let cursor = try GRDB.Row.fetchCursor(
                db,
                sql: """
                    SELECT t.id, t.date, b.month, t.kind, t.name, t.amount_cents, l.name AS line, g.name AS goal, t.category,
                        t.checked_at IS NOT NULL AS checked, a.name, a.kind, tr.id, t.split_of,
                        t.original_minor, t.original_currency, a.currency
                    FROM tx t JOIN budget b ON b.id = t.budget_id
                    JOIN account a ON a.id = t.account_id
                    LEFT JOIN transfer tr ON tr.tx_id = t.id
                    LEFT JOIN budget_line l ON l.id = t.budget_line_id
                    LEFT JOIN savings_goal g ON g.id = IFNULL(l.savings_goal_id, t.source_goal_id)
                    WHERE t.date >= ? AND t.date <= ?
                    ORDER BY t.date, t.id
                    """,
                arguments: [since?.description ?? "0000", until?.description ?? "9999"])
            while let row = try cursor.next() {
                let id: Int64 = row[0]
                let dateText: String = row[1]
                let monthText: String = row[2]
                let kindText: String = row[3]
                guard let date = LocalDate.parse(dateText) else {
                    throw DomainError.unreadableRow(table: "tx", id: id, column: "date", value: dateText)
                }
                guard let month = YearMonth.parse(monthText) else {
                    throw DomainError.unreadableRow(table: "budget", id: nil, column: "month", value: monthText)
                }
                guard let kind = Kind(rawValue: kindText) else {
                    throw DomainError.unreadableRow(table: "tx", id: id, column: "kind", value: kindText)
                }
                try body(
                    Row(
                        id: id, date: date, month: month, kind: kind, name: row[4], amount: Money(cents: row[5]), line: row[6],
                        goal: row[7], category: row[8], checked: row[9], account: row[10],
                        accountKind: try Self.accountKind(row[11], id: id), transferID: row[12], splitOf: row[13],
                        original: try Self.original(minor: row[14], code: row[15], id: id),
                        accountCurrency: (row[16] as String?).flatMap(Currency.parse)))
            }
        }
    }

    /// The foreign amount of a row that has one; an unknown currency is an unreadable row.
    private static func original(minor: Int64?, code: String?, id: Int64) throws -> ForeignAmount? {
        guard let code else { return nil }
        guard let currency = Currency.parse(code) else {
            throw DomainError.unreadableRow(table: "tx", id: id, column: "original_currency", value: Echo.cut(code))
        }
        return ForeignAmount(amount: Money(cents: minor ?? 0), currency: currency)
    }

    /// Calls `body` with each transfer dated within the bounds, by date then id.
    public nonisolated func forEachTransfer(since: LocalDate?, until: LocalDate?, _ body: (TransferRow) throws -> Void) throws {
        try database.read { db in
            let cursor = try GRDB.Row.fetchCursor(
                db,
                sql: """
                    SELECT tr.id, tr.date, tr.amount_cents, tr.note, f.name, f.kind, t.name, t.kind, l.name, tr.received_minor,
                        f.currency, t.currency
                    FROM transfer tr JOIN account f ON f.id = tr.from_account_id JOIN account t ON t.id = tr.to_account_id
                    LEFT JOIN tx ON tx.id = tr.tx_id LEFT JOIN budget_line l ON l.id = tx.budget_line_id
                    WHERE tr.date >= ? AND tr.date <= ?
                    ORDER BY tr.date, tr.id
                    """,
                arguments: [since?.description ?? "0000", until?.description ?? "9999"])
            while let row = try cursor.next() {
                let id: Int64 = row[0]
                let dateText: String = row[1]
                guard let date = LocalDate.parse(dateText) else {
                    throw DomainError.unreadableRow(table: "transfer", id: id, column: "date", value: dateText)
                }
                try body(
                    TransferRow(
                        date: date, amount: Money(cents: row[2]), note: row[3], from: (row[4], try Self.accountKind(row[5], id: id)),
                        to: (row[6], try Self.accountKind(row[7], id: id)), line: row[8],
                        received: (row[9] as Int64?).map(Money.init(cents:)),
                        currencies: ((row[10] as String?).flatMap(Currency.parse), (row[11] as String?).flatMap(Currency.parse))))
            }
        }
    }

    /// Each account's figure at the start of the export (none when it is zero).
    public nonisolated func openings(since: LocalDate?, today: LocalDate) throws -> [Opening] {
        try database.read { db in
            var openings: [Opening] = []
            for account in try AccountService.all(db) {
                let amount: Money
                let date: LocalDate
                if let since {
                    date = since
                    amount = try AccountService.balance(db, account, on: since.adding(days: -1))
                } else {
                    // An opening without a date counts since always: it goes before the account's first
                    // movement, a transfer as much as a transaction (a card paid off before any purchase).
                    let first = try String.fetchOne(
                        db,
                        sql: """
                            SELECT min(d) FROM (
                                SELECT min(date) AS d FROM tx WHERE account_id = ?1
                                UNION ALL SELECT min(date) FROM transfer WHERE from_account_id = ?1 OR to_account_id = ?1)
                            """, arguments: [account.id]
                    ).flatMap(LocalDate.parse)
                    date = account.openingDate ?? first ?? today
                    amount = account.opening
                }
                if amount != .zero {
                    openings.append(
                        Opening(account: account.name, kind: account.kind, date: date, amount: amount, currency: account.currency))
                }
            }
            return openings
        }
    }

    private static func accountKind(_ text: String, id: Int64) throws -> AccountKind {
        guard let kind = AccountKind(rawValue: text) else {
            throw DomainError.unreadableRow(table: "account", id: nil, column: "kind", value: text)
        }
        return kind
    }
}
