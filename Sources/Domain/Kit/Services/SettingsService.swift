import GRDB
import Model
import Persistence
import Shared

/// Reads and writes the user's settings (one row).
public actor SettingsService: ServiceActor {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    public func settings() throws -> Settings {
        try database.read(Self.settings)
    }

    /// Sets the pay day: 1 (calendar months) … 31.
    public func setPayDay(_ payDay: Int) throws -> Settings {
        guard (1...31).contains(payDay) else {
            throw DomainError.invalidValue("pay day must be a whole number from 1 to 31 (got \(payDay)); 1 means calendar months")
        }
        return try database.write { db in try Self.storePayDay(db, payDay) }
    }

    /// Writes the pay day inside the caller's transaction (a pay-day change that moves transactions).
    package static func storePayDay(_ db: Database, _ payDay: Int) throws -> Settings {
        try db.execute(sql: "UPDATE settings SET pay_day = ? WHERE id = 1", arguments: [payDay])
        return try settings(db)
    }

    public func setCurrency(_ currency: Currency) throws -> Settings {
        try database.write { db in
            try db.execute(sql: "UPDATE settings SET currency = ? WHERE id = 1", arguments: [currency.code])
            return try Self.settings(db)
        }
    }

    /// Whether the database holds any amount (a line, a transaction, a template line, an account's
    /// opening): a new currency then reinterprets them, so the command asks first.
    public func holdsAmounts() throws -> Bool {
        try database.read { db in
            try Bool.fetchOne(
                db,
                sql: """
                    SELECT EXISTS (SELECT 1 FROM tx) OR EXISTS (SELECT 1 FROM budget_line) OR EXISTS (SELECT 1 FROM template_line)
                        OR EXISTS (SELECT 1 FROM account WHERE opening_cents <> 0)
                    """) ?? false
        }
    }

    /// `settings set locale TAG|default`: how numbers and dates are written (nil: the environment's).
    public func setLocale(_ locale: UserLocale?) throws -> Settings {
        try database.write { db in
            try db.execute(sql: "UPDATE settings SET locale = ? WHERE id = 1", arguments: [locale?.tag])
            return try Self.settings(db)
        }
    }

    /// `settings set max-transaction AMOUNT|default`: the typo guard of one transaction (nil: the currency's).
    public func setMaximumTransaction(_ maximum: Money?) throws -> Settings {
        if let maximum, maximum.cents <= 0 { throw DomainError.invalidValue("the largest transaction must be above 0") }
        return try database.write { db in
            try db.execute(sql: "UPDATE settings SET max_transaction_cents = ? WHERE id = 1", arguments: [maximum?.cents])
            return try Self.settings(db)
        }
    }

    /// The settings row with its defaults (a sync rebuild makes it again; the household's settings follow).
    package static func insertDefaults(_ db: Database) throws { try db.execute(sql: "INSERT INTO settings (id) VALUES (1)") }

    /// Makes `id` the account of every transaction that names none (`account default`).
    package static func storeDefaultAccount(_ db: Database, id: Int64) throws {
        try db.execute(sql: "UPDATE settings SET default_account_id = ? WHERE id = 1", arguments: [id])
    }

    /// `settings set starting-balance accounts|zero`: where the first budget's rollover starts.
    public func setStartsFromAccounts(_ fromAccounts: Bool) throws -> Settings {
        try database.write { db in
            try db.execute(sql: "UPDATE settings SET starting_balance = ? WHERE id = 1", arguments: [fromAccounts ? "accounts" : "zero"])
            return try Self.settings(db)
        }
    }

    package static func settings(_ db: Database) throws -> Settings {
        try db.cachedStatement(
            sql: "SELECT pay_day, currency, default_account_id, starting_balance, max_transaction_cents, locale FROM settings WHERE id = 1"
        ).decodeFirst {
            row in
            let code: String = row["currency"]
            guard let currency = Currency.parse(code) else {
                throw DomainError.unreadableRow(table: "settings", id: 1, column: "currency", value: Echo.cut(code))
            }
            let tag: String? = row["locale"]
            let locale = try tag.map { tag in
                guard let locale = UserLocale.parse(tag) else {
                    throw DomainError.unreadableRow(table: "settings", id: 1, column: "locale", value: Echo.cut(tag))
                }
                return locale
            }
            return Settings(
                payDay: row["pay_day"], currency: currency, defaultAccountID: row["default_account_id"],
                startsFromAccounts: (row["starting_balance"] as String) == "accounts",
                maximumTransaction: (row["max_transaction_cents"] as Int64?).map(Money.init(cents:)), locale: locale)
        } ?? .default
    }
}
