import Shared

/// The balance a CSV statement ends with, from its balance column: the balance after the last
/// row of its latest day. Banks list rows oldest first or newest first; the order of the file's
/// first and last dates tells which, so the day's last row is its last record (oldest first) or
/// its first (newest first).
/// Example: `03.11 Migros -82.40 Saldo 917.60`, `05.11 Coop -20.00 Saldo 897.60` → 897.60 on 11-05;
/// the same rows newest first → 897.60 too (the first record of 11-05).
public struct ClosingBalance: Sendable {
    private var firstDate: LocalDate?
    private var lastDate: LocalDate?
    private var latest: (date: LocalDate, first: Int64, last: Int64)?

    public init() {}

    /// Takes a row's date and the balance stated after it.
    public mutating func add(date: LocalDate, cents: Int64) {
        if firstDate == nil { firstDate = date }
        lastDate = date
        if let current = latest, current.date == date {
            latest = (date, current.first, cents)
        } else if latest.map({ date > $0.date }) ?? true {
            latest = (date, cents, cents)
        }
    }

    /// The day and the balance at its end; nil when no row stated one.
    public var closing: (date: LocalDate, cents: Int64)? {
        guard let latest, let firstDate, let lastDate else { return nil }
        return (latest.date, firstDate > lastDate ? latest.first : latest.last)
    }

}
