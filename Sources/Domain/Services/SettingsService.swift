import GRDB
import Model
import Persistence

/// Reads and writes the user's settings (one row).
public final class SettingsService: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    public func settings() throws -> Settings {
        try database.read(Self.settings)
    }

    /// Sets the pay day: 1 (calendar months) … 31.
    public func setPayDay(_ payDay: Int) throws -> Settings {
        guard (1...31).contains(payDay) else {
            throw DomainError.invalidArgument("pay day must be a whole number from 1 to 31 (got \(payDay)); 1 means calendar months")
        }
        return try database.write { db in
            try db.execute(sql: "UPDATE settings SET pay_day = ? WHERE id = 1", arguments: [payDay])
            return try Self.settings(db)
        }
    }

    public func setCurrency(_ currency: Currency) throws -> Settings {
        try database.write { db in
            try db.execute(sql: "UPDATE settings SET currency = ? WHERE id = 1", arguments: [currency.rawValue])
            return try Self.settings(db)
        }
    }

    static func settings(_ db: Database) throws -> Settings {
        try db.cachedStatement(sql: "SELECT pay_day, currency FROM settings WHERE id = 1").decodeFirst { row in
            Settings(payDay: row[0], currency: Currency(rawValue: row[1]) ?? .chf)
        } ?? .default
    }
}
