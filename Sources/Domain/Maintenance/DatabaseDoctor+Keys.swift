import DomainKit
import GRDB
import Model
import Shared

/// The keys pulpe derives from stored text to compare and search it (`name_key`, `search_name`,
/// `search_category`, `search_bank`), recomputed from the text and compared with what is stored.
/// A key written by another program or an older release hides a row from `--search` or lets two
/// names clash unseen; `doctor --fix` writes them again.
/// Example: a `tx` row named "Café" stored with `search_name` "café" is reported: its key is "cafe".
extension DatabaseDoctor {
    /// One derived key: the column holding it and how it is made from the row.
    struct DerivedKey: Sendable {
        let table: String
        let column: String
        /// The source columns it is made of, in the order `make` reads them.
        let sources: [String]
        let make: @Sendable ([String?]) -> String?
    }

    static let derivedKeys: [DerivedKey] = {
        var keys: [DerivedKey] = []
        for column in StoredText.columns {
            if let nameKey = column.nameKey {
                keys.append(DerivedKey(table: column.table, column: nameKey, sources: [column.column]) { $0[0].map(NameKey.make) })
            }
            if let searchKey = column.searchKey {
                keys.append(DerivedKey(table: column.table, column: searchKey, sources: [column.column]) { $0[0].map(SearchKey.make) })
            }
        }
        keys.append(
            DerivedKey(table: "tx", column: "search_bank", sources: ["bank_text", "bank_reference"]) {
                TransactionWriter.bankSearchKey(text: $0[0], reference: $0[1])
            })
        return keys
    }()

    /// Every stored key that differs from the one its text gives: table, row id, column, stored and expected.
    static func staleKeys(_ db: Database) throws -> [(key: DerivedKey, id: Int64, stored: String?, expected: String?)] {
        var found: [(key: DerivedKey, id: Int64, stored: String?, expected: String?)] = []
        for (table, keys) in Dictionary(grouping: derivedKeys, by: \.table).sorted(by: { $0.key < $1.key }) {
            // Names repeat (a million transactions hold a few thousand names): each key is made once per text.
            var made = keys.map { _ in [[String?]: String?]() }
            let sources = keys.flatMap(\.sources)
            let columns = (["id"] + keys.map(\.column) + sources).joined(separator: ", ")
            let rows = try Row.fetchCursor(db, sql: "SELECT \(columns) FROM \(table) ORDER BY id")
            while let row = try rows.next() {
                guard let id = Int64.fromDatabaseValue(row[0]) else { continue }
                var offset = 1 + keys.count
                for (index, key) in keys.enumerated() {
                    let values = key.sources.indices.map { String.fromDatabaseValue(row[offset + $0] as DatabaseValue) }
                    offset += key.sources.count
                    let stored = String.fromDatabaseValue(row[1 + index] as DatabaseValue)
                    let expected: String?
                    if let known = made[index][values] {
                        expected = known
                    } else {
                        expected = key.make(values)
                        if made[index].count > 20_000 { made[index].removeAll(keepingCapacity: true) }
                        made[index][values] = expected
                    }
                    if stored != expected { found.append((key, id, stored, expected)) }
                }
            }
        }
        return found
    }

    /// Writes every stale key again; returns how many. A key that would clash with another row's
    /// (two names that fold alike, which pulpe never lets in) is left as it is, for `doctor` to
    /// report and the user to rename one of them; the other keys are still written.
    static func rewriteKeys(_ db: Database) throws -> Int {
        var written = 0
        for (key, id, _, expected) in try staleKeys(db) {
            do {
                try db.execute(sql: "UPDATE \(key.table) SET \(key.column) = ? WHERE id = ?", arguments: [expected, id])
                written += 1
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                continue  // SQLite undid that one statement; the transaction goes on.
            }
        }
        return written
    }

    static func examineKeys(_ db: Database, into report: inout DoctorReport) throws {
        for (key, id, stored, expected) in try staleKeys(db) {
            func shown(_ value: String?) -> String { value.map { "'\(TerminalSafe.escaped(Echo.cut($0)))'" } ?? "none" }
            report.problems.append(
                DoctorProblem(
                    check: .key, table: key.table, id: id,
                    message: "\(key.table) #\(id) \(key.column) is \(shown(stored)), its text gives \(shown(expected)): "
                        + "`doctor --fix` writes it again"))
        }
    }
}
