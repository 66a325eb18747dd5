import GRDB
import Model
import Shared

/// The one writer of the `exchange_rate` table. Callers validate first; the writer only writes.
package enum ExchangeRateWriter {
    /// Keeps `rate` for its currency and day, in place of that day's rate if there was one.
    package static func upsert(_ db: Database, _ rate: DatedRate) throws {
        try db.execute(
            sql: """
                INSERT INTO exchange_rate (currency, on_date, rate) VALUES (?, ?, ?)
                ON CONFLICT (currency, on_date) DO UPDATE SET rate = excluded.rate
                """, arguments: [rate.currency.code, rate.date.description, rate.rate.description])
    }

    /// Removes the currency's rate of `date`, or every rate of it when `date` is nil; the number removed.
    package static func delete(_ db: Database, currency: Currency, date: LocalDate?) throws -> Int {
        if let date {
            try db.execute(
                sql: "DELETE FROM exchange_rate WHERE currency = ? AND on_date = ?", arguments: [currency.code, date.description])
        } else {
            try db.execute(sql: "DELETE FROM exchange_rate WHERE currency = ?", arguments: [currency.code])
        }
        return db.changesCount
    }
}
