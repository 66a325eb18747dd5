import GRDB
import Model
import Persistence
import Shared

/// `doctor`'s check of the search index (`TransactionSearchIndex`) against a recount of `tx`: for
/// each trigram, how many transactions hold it in one of their search keys. A row missing from the
/// index, or listed under keys it no longer has, changes a count; `doctor --fix` rebuilds the index.
/// Example: a row named "Dental clinic" that the index lacks: "den" is stored for 5 rows, counted in 6.
extension DatabaseDoctor {
    /// Each trigram of the search keys of `tx` (by `TransactionSearchIndex.trigramCodes`) and how
    /// many rows hold it in any of their three keys.
    static func searchIndexRecount(_ db: Database) throws -> [UInt64: Int] {
        var counts: [UInt64: Int] = [:]
        // Keys repeat (a million transactions hold a few thousand names): each distinct triple is cut once.
        var repeats: [[String?]: Int] = [:]
        func flush() {
            for (keys, count) in repeats {
                var trigrams = Set<UInt64>()
                for key in keys { if let key { trigrams.formUnion(TransactionSearchIndex.trigramCodes(of: key)) } }
                for trigram in trigrams { counts[trigram, default: 0] += count }
            }
            repeats.removeAll(keepingCapacity: true)
        }
        let rows = try Row.fetchCursor(db, sql: "SELECT search_name, search_category, search_bank FROM tx")
        while let row = try rows.next() {
            let keys = (0..<3).map { String.fromDatabaseValue(row[$0] as DatabaseValue) }
            repeats[keys, default: 0] += 1
            if repeats.count >= 20_000 { flush() }
        }
        flush()
        return counts
    }

    /// Every trigram whose count in the index differs from the recount: the trigram, stored and
    /// expected counts, in the order of the trigrams' scalars.
    static func staleSearchTrigrams(_ db: Database) throws -> [(trigram: String, stored: Int, expected: Int)] {
        let stored = try TransactionSearchIndex.rowCounts(db)
        let expected = try searchIndexRecount(db)
        return Set(stored.keys).union(expected.keys).sorted().compactMap { code in
            let have = stored[code] ?? 0
            let want = expected[code] ?? 0
            guard have != want else { return nil }
            let scalars = [code >> 42, code >> 21 & 0x1F_FFFF, code & 0x1F_FFFF].map { Unicode.Scalar(UInt32($0)) ?? "?" }
            return (String(String.UnicodeScalarView(scalars)), have, want)
        }
    }

    /// Reports a search index that differs from the recount, once, with the first trigram that differs.
    static func examineSearchIndex(_ db: Database, into report: inout DoctorReport) throws {
        let stale = try staleSearchTrigrams(db)
        guard let first = stale.first else { return }
        let shown = TerminalSafe.escaped(first.trigram)
        report.problems.append(
            DoctorProblem(
                check: .derived, table: "tx_search",
                message: "tx_search (the search index) lists \(stale.count) trigram\(stale.count == 1 ? "" : "s") for a number of "
                    + "transactions that differs from a recount of their search keys ('\(shown)': stored \(first.stored), "
                    + "expected \(first.expected)), so --search may miss rows: `doctor --fix` rebuilds it"))
    }

    /// Rebuilds the search index when it differs from the recount; returns whether it did.
    static func rebuildSearchIndex(_ db: Database) throws -> Bool {
        guard try !staleSearchTrigrams(db).isEmpty else { return false }
        try TransactionSearchIndex.rebuild(db)
        return true
    }
}
