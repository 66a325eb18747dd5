import DomainKit
import GRDB
import Model
import Persistence
import Shared

/// Finds, among the movements an import added, those that are one transfer with an opposite
/// movement of another of the user's accounts, and pairs them when asked (`Docs/Domain.md` §12a).
///
/// A pair: an expense of one account and an income of another, both imported (an import key),
/// both free (no line: a movement the rules placed on a line stays in the plan), of exactly the
/// same amount, at most three days apart, both accounts open. A movement with several candidates
/// takes the closest in date (and a note says so); two equally close leave it unpaired, with a note. Pairing replaces the
/// two transactions by one transfer (dated on the outgoing side) and keeps both movements in
/// `transfer_movement`, import keys included, so a second import of either file adds nothing.
///
/// Example: Main's statement has "To savings" −500.00 on 2026-11-03 (already imported); Savings'
/// statement, imported now, has "From checking" +500.00 on 2026-11-05: one transfer of 500.00 from
/// Main to Savings on 2026-11-03; the month's expenses and incomes each lose 500.00.
package enum TransferPairing {
    /// The window, in days either side.
    static let days = 3

    private struct Movement {
        let id: Int64
        let accountID: Int64
        let amount: Money
        let kind: Kind
        let date: LocalDate
    }

    private struct Edge {
        let outgoing: Int64
        let incoming: Int64
        let distance: Int
    }

    /// Looks for pairs among `added` (ids of rows this import added) and pairs them when `pair`;
    /// returns the pairs (with their transfer ids when made) and the notes on movements that had
    /// several candidates (paired with the closest, or left unpaired when two were equally close).
    package static func run(_ db: Database, added: [Int64], pair: Bool) throws -> (pairs: [PairedTransfer], notes: [String]) {
        guard !added.isEmpty else { return ([], []) }
        // Accounts of their own currency are left out: their movements' amounts are converted, and
        // what leaves one account in francs does not arrive in another in dollars.
        let accounts = try Int64.fetchAll(db, sql: "SELECT id FROM account WHERE closed_on IS NULL AND currency IS NULL ORDER BY id")
        guard accounts.count > 1 else { return ([], []) }
        let candidates = try db.cachedStatement(
            sql: """
                SELECT id, account_id, amount_cents, kind, date FROM tx
                WHERE account_id = ? AND date BETWEEN ? AND ? AND amount_cents = ? AND kind = ?
                  AND budget_line_id IS NULL AND import_key IS NOT NULL
                """)
        var edges: [Edge] = []
        var seen: Set<[Int64]> = []
        for id in added {
            guard let movement = try movement(db, id: id), accounts.contains(movement.accountID) else { continue }
            let opposite: Kind = movement.kind == .expense ? .income : .expense
            for account in accounts where account != movement.accountID {
                let rows = try Row.fetchAll(
                    candidates,
                    arguments: [
                        account, movement.date.adding(days: -days).description, movement.date.adding(days: days).description,
                        movement.amount.cents, opposite.rawValue,
                    ])
                for row in rows {
                    let other = try decode(row)
                    let (outgoing, incoming) = movement.kind == .expense ? (movement, other) : (other, movement)
                    // Both sides may be rows of this import: each edge once.
                    guard seen.insert([outgoing.id, incoming.id]).inserted else { continue }
                    edges.append(Edge(outgoing: outgoing.id, incoming: incoming.id, distance: abs(movement.date.days(until: other.date))))
                }
            }
        }
        let (chosen, ambiguous) = choose(edges)
        var pairs: [PairedTransfer] = []
        var notes: [String] = []
        for edge in chosen {
            let made = try make(db, edge, pair: pair)
            pairs.append(made)
            // A side with other candidates (farther in date) says which it took.
            let incoming = edges.filter { $0.incoming == edge.incoming }.count
            let outgoing = edges.filter { $0.outgoing == edge.outgoing }.count
            if incoming > 1 {
                notes.append(closest(made.to, candidates: incoming, took: made.from))
            }
            if outgoing > 1 {
                notes.append(closest(made.from, candidates: outgoing, took: made.to))
            }
        }
        for id in ambiguous {
            let row = try Row.fetchOne(db, sql: "SELECT name, date, amount_cents FROM tx WHERE id = ?", arguments: [id])
            if let row {
                let name: String = row[0]
                let date: String = row[1]
                notes.append(
                    "\(date) \(Money(cents: row[2]).formatted) '\(name)' matches two movements equally close: left unpaired "
                        + "(`transfer` records it by hand)")
            }
        }
        return (pairs, notes)
    }

    /// "2026-11-05 500.00 'From checking' had 2 candidates: paired with the closest, 'To savings C' of 2026-11-06".
    private static func closest(_ side: PairedTransfer.Side, candidates: Int, took other: PairedTransfer.Side) -> String {
        "\(side.date) '\(side.name)' had \(candidates) candidates: paired with the closest, '\(other.name)' of \(other.date)"
    }

    /// The edges kept: shortest first; an edge is kept when neither side is taken and no other
    /// edge of the same distance shares a side with it (then neither is, and that side is noted).
    private static func choose(_ edges: [Edge]) -> (chosen: [Edge], ambiguous: [Int64]) {
        var taken: Set<Int64> = []
        var chosen: [Edge] = []
        var ambiguous: [Int64] = []
        let sorted = edges.sorted { ($0.distance, $0.outgoing, $0.incoming) < ($1.distance, $1.outgoing, $1.incoming) }
        for edge in sorted where !taken.contains(edge.outgoing) && !taken.contains(edge.incoming) {
            let rivals = sorted.filter {
                $0.distance == edge.distance && ($0.outgoing == edge.outgoing) != ($0.incoming == edge.incoming)
                    && !taken.contains($0.outgoing) && !taken.contains($0.incoming)
            }
            if rivals.isEmpty {
                chosen.append(edge)
                taken.formUnion([edge.outgoing, edge.incoming])
            } else {
                // Which side has the two candidates: the one the rivals share with this edge.
                let shared = rivals.contains { $0.outgoing == edge.outgoing } ? edge.outgoing : edge.incoming
                if !ambiguous.contains(shared) { ambiguous.append(shared) }
                taken.insert(shared)
            }
        }
        return (chosen, ambiguous)
    }

    /// The pair as shown, and, when `pair`, the transfer made of it and the movements kept.
    private static func make(_ db: Database, _ edge: Edge, pair: Bool) throws -> PairedTransfer {
        let outgoing = try TransferWriter.Movement.read(db, transactionID: edge.outgoing)
        let incoming = try TransferWriter.Movement.read(db, transactionID: edge.incoming)
        var paired = PairedTransfer(
            amount: outgoing.amount,
            from: .init(account: try accountName(db, outgoing.accountID), name: outgoing.name, date: outgoing.date),
            to: .init(account: try accountName(db, incoming.accountID), name: incoming.name, date: incoming.date))
        guard pair else { return paired }
        try TransactionWriter.delete(db, id: edge.outgoing)
        try TransactionWriter.delete(db, id: edge.incoming)
        let id = try TransferWriter.insert(
            db, from: outgoing.accountID, to: incoming.accountID, amount: outgoing.amount, date: outgoing.date, note: nil,
            transactionID: nil)
        try TransferWriter.insertMovement(db, transferID: id, side: "from", outgoing)
        try TransferWriter.insertMovement(db, transferID: id, side: "to", incoming)
        paired.transferID = id
        return paired
    }

    private static func accountName(_ db: Database, _ id: Int64) throws -> String {
        try String.fetchOne(db, sql: "SELECT name FROM account WHERE id = ?", arguments: [id]).required("account", id: id)
    }

    private static func movement(_ db: Database, id: Int64) throws -> Movement? {
        try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT id, account_id, amount_cents, kind, date FROM tx
                    WHERE id = ? AND budget_line_id IS NULL AND import_key IS NOT NULL AND kind IN ('income', 'expense')
                    """),
            arguments: [id]
        ).map(decode)
    }

    private static func decode(_ row: Row) throws -> Movement {
        let id: Int64 = row[0]
        let kindText: String = row[3]
        let dateText: String = row[4]
        return Movement(
            id: id, accountID: row[1], amount: Money(cents: row[2]),
            kind: try Kind(rawValue: kindText).required("tx", id: id),
            date: try LocalDate.parse(dateText).required("tx", id: id))
    }
}
