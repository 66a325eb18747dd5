import Foundation
import GRDB
import Persistence
import TestSupport
import Testing

/// AppDatabase against real SQLite files in a temporary folder (and in memory).
@Suite struct AppDatabaseTests {
    /// "PULP" as a big-endian 32-bit integer: 0x50 0x55 0x4C 0x50.
    static let pulpeApplicationID = 0x5055_4C50

    // MARK: - Creating

    @Test func createsMissingFoldersWithMode0700AndTheFileWithMode0600() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("data/pulpe/pulpe.sqlite")
        let database = try AppDatabase.open(path: path)
        #expect(database.path == path)
        #expect(try TemporaryFolder.permissions(folder.file("data/pulpe")) == 0o700)
        #expect(try TemporaryFolder.permissions(path) == 0o600)
        // SQLite gives the write-ahead log the main file's mode.
        #expect(try TemporaryFolder.permissions(path + "-wal") == 0o600)
        withExtendedLifetime(database) {}
    }

    @Test func everyMissingFolderOnThePathIsPrivate() throws {
        let folder = try TemporaryFolder()
        let database = try AppDatabase.open(path: folder.file("a/b/pulpe.sqlite"))
        #expect(try TemporaryFolder.permissions(folder.file("a")) == 0o700)
        #expect(try TemporaryFolder.permissions(folder.file("a/b")) == 0o700)
        withExtendedLifetime(database) {}
    }

    @Test func anExistingFolderKeepsItsMode() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            atPath: folder.file("shared"), withIntermediateDirectories: false,
            attributes: [.posixPermissions: 0o755])
        let database = try AppDatabase.open(path: folder.file("shared/pulpe.sqlite"))
        #expect(try TemporaryFolder.permissions(folder.file("shared")) == 0o755)
        #expect(try TemporaryFolder.permissions(folder.file("shared/pulpe.sqlite")) == 0o600)
        withExtendedLifetime(database) {}
    }

    @Test func aNewFileIsInWriteAheadLogModeWithForeignKeysOn() throws {
        let folder = try TemporaryFolder()
        let database = try AppDatabase.open(path: folder.file("pulpe.sqlite"))
        #expect(try database.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
        #expect(try database.read { try Int.fetchOne($0, sql: "PRAGMA foreign_keys") } == 1)
    }

    @Test func foreignKeysAreEnforced() throws {
        let database = try AppDatabase.inMemory()
        #expect(try database.read { try Int.fetchOne($0, sql: "PRAGMA foreign_keys") } == 1)
        let error = #expect(throws: DatabaseError.self) {
            try database.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO budget_line (budget_id, name, name_key, amount_cents, kind) VALUES (999, 'Loyer', 'loyer', 150000, 'expense')
                        """)
            }
        }
        #expect(error?.resultCode == .SQLITE_CONSTRAINT)
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM budget_line") } == 0)
    }

    @Test(arguments: [true, false])
    func migrationsCreateEveryTableAndMarkTheFile(onDisk: Bool) throws {
        let folder = try TemporaryFolder()
        let database = onDisk ? try AppDatabase.open(path: folder.file("pulpe.sqlite")) : try AppDatabase.inMemory()
        let tables = try database.read { db in
            Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
        }
        let expected: Set = ["settings", "template", "template_line", "budget", "budget_line", "tx", "savings_goal", "grdb_migrations"]
        #expect(expected.isSubset(of: tables), "missing: \(expected.subtracting(tables).sorted())")
        let migrations = try database.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(migrations.first == "v1-initial")
        #expect(try database.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == migrations.count)
        #expect(try database.read { try Int.fetchOne($0, sql: "PRAGMA application_id") } == Self.pulpeApplicationID)
        // The one settings row exists from the start: calendar months, CHF.
        let settings = try database.read { try Row.fetchAll($0, sql: "SELECT id, pay_day, currency FROM settings") }
        #expect(settings.count == 1)
        #expect(settings.first?[0] == 1)
        #expect(settings.first?[1] == 1)
        #expect(settings.first?[2] == "CHF")
    }

    @Test func aFolderThatIsAFileIsReportedWithTheReason() throws {
        let folder = try TemporaryFolder()
        #expect(FileManager.default.createFile(atPath: folder.file("blocker"), contents: Data("x".utf8)))
        let path = folder.file("blocker/pulpe.sqlite")
        let error = #expect(throws: DatabaseOpenError.self) { try AppDatabase.open(path: path) }
        #expect(error == .cannotCreateFile(path: path, reason: "Not a directory"))
    }

    // MARK: - Reopening

    @Test func reopeningAPulpeFileKeepsItsData() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("pulpe.sqlite")
        do {
            let database = try AppDatabase.open(path: path)
            try database.write { db in
                try db.execute(sql: "INSERT INTO budget (month, month_delta_cents) VALUES ('2026-03', 257000)")
                try db.execute(sql: "UPDATE settings SET pay_day = 27")
            }
        }
        let reopened = try AppDatabase.open(path: path)
        let row = try #require(try reopened.read { try Row.fetchOne($0, sql: "SELECT month, month_delta_cents FROM budget") })
        #expect(row[0] == "2026-03")
        #expect(row[1] == 257_000)
        #expect(try reopened.read { try Int.fetchOne($0, sql: "SELECT pay_day FROM settings") } == 27)
        // Reopening does not run the first migration again (it would fail on existing tables anyway).
        #expect(
            try reopened.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM grdb_migrations WHERE identifier = 'v1-initial'") } == 1)
    }

    @Test func anEmptyExistingFileBecomesAPulpeDatabase() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let database = try AppDatabase.open(path: path)
        #expect(try database.read { try Int.fetchOne($0, sql: "PRAGMA application_id") } == Self.pulpeApplicationID)
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM settings") } == 1)
    }

    // MARK: - Refusing files that are not ours

    @Test(arguments: ["random", "text"])
    func aFileThatIsNotSQLiteIsRefusedUntouched(content: String) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("notes.sqlite")
        var bytes: Data
        if content == "random" {
            var generator = SystemRandomNumberGenerator()
            bytes = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
            bytes[0] = 0x00  // never "SQLite format 3"
        } else {
            bytes = Data("groceries: milk, bread, 2 apples\nrent: due on the 27th\n".utf8)
        }
        try bytes.write(to: URL(fileURLWithPath: path))
        let before = try TemporaryFolder.fingerprint(path)

        #expect(throws: DatabaseOpenError.notAPulpeDatabase(path: path)) { try AppDatabase.open(path: path) }

        let after = try TemporaryFolder.fingerprint(path)
        #expect(after.bytes == before.bytes)
        #expect(after.modified == before.modified)
    }

    @Test func aSQLiteFileOfAnotherAppIsRefusedUntouched() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("other.sqlite")
        do {
            let other = try DatabaseQueue(path: path)
            try other.write { db in
                try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
                try db.execute(sql: "INSERT INTO note (body) VALUES ('keep me')")
            }
        }
        let before = try TemporaryFolder.fingerprint(path)

        #expect(throws: DatabaseOpenError.notAPulpeDatabase(path: path)) { try AppDatabase.open(path: path) }

        let after = try TemporaryFolder.fingerprint(path)
        #expect(after.bytes == before.bytes)
        #expect(after.modified == before.modified)
        let tables = try DatabaseQueue(path: path).read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master") }
        #expect(tables == ["note"])
    }

    @Test func aSQLiteFileMarkedByAnotherAppIsRefusedEvenWithoutTables() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("other.sqlite")
        do {
            let other = try DatabaseQueue(path: path)
            try other.inDatabase { try $0.execute(sql: "PRAGMA application_id = 1234") }
        }
        let before = try TemporaryFolder.fingerprint(path)
        try #require(before.bytes.count > 0, "the other app's file must hold its header")

        #expect(throws: DatabaseOpenError.notAPulpeDatabase(path: path)) { try AppDatabase.open(path: path) }
        #expect(try TemporaryFolder.fingerprint(path).bytes == before.bytes)
    }

    /// How a newer pulpe would have left the file: a higher `user_version`, or a migration this
    /// build does not know.
    enum NewerChange: String, CaseIterable, Sendable {
        case higherUserVersion, unknownMigration
    }

    @Test(arguments: NewerChange.allCases)
    func aFileFromANewerSchemaIsRefusedUntouched(change: NewerChange) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("pulpe.sqlite")
        do {
            let database = try AppDatabase.open(path: path)
            try database.write { try $0.execute(sql: "INSERT INTO budget (month) VALUES ('2026-01')") }
        }
        let knownVersion = try DatabaseQueue(path: path).read { try Int.fetchOne($0, sql: "PRAGMA user_version") } ?? 0
        try #require(knownVersion >= 1)
        do {
            let newer = try DatabaseQueue(path: path)
            try newer.inDatabase { db in
                switch change {
                case .higherUserVersion:
                    try db.execute(sql: "PRAGMA user_version = \(knownVersion + 1)")
                case .unknownMigration:
                    try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
                }
            }
        }
        let before = try TemporaryFolder.fingerprint(path)

        let error = #expect(throws: DatabaseOpenError.self) { try AppDatabase.open(path: path) }
        guard case .newerSchema(let refusedPath, let found, let supported) = error else {
            Issue.record("expected .newerSchema, got \(String(describing: error))")
            return
        }
        #expect(refusedPath == path)
        #expect(supported == knownVersion)
        #expect(found == (change == .higherUserVersion ? knownVersion + 1 : knownVersion))

        let after = try TemporaryFolder.fingerprint(path)
        #expect(after.bytes == before.bytes)
        #expect(after.modified == before.modified)
    }

    // MARK: - Transactions

    static func months(_ database: AppDatabase) throws -> [String] {
        try database.read { try String.fetchAll($0, sql: "SELECT month FROM budget ORDER BY month") }
    }

    static func insertBudget(_ database: AppDatabase, _ month: String) throws {
        try database.write { try $0.execute(sql: "INSERT INTO budget (month) VALUES (?)", arguments: [month]) }
    }

    @Test func aThrowingWriteLeavesNothingBehind() throws {
        let database = try AppDatabase.inMemory()
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try database.write { db in
                try db.execute(sql: "INSERT INTO budget (month) VALUES ('2026-01')")
                throw Refused()
            }
        }
        #expect(try Self.months(database) == [])
    }

    @Test func aThrowingWriteInsideAnOuterTransactionUndoesItselfOnly() throws {
        let database = try AppDatabase.inMemory()
        struct Refused: Error {}
        try database.beginOuterTransaction()
        try Self.insertBudget(database, "2026-01")
        #expect(throws: Refused.self) {
            try database.write { db in
                try db.execute(sql: "INSERT INTO budget (month) VALUES ('2026-02')")
                throw Refused()
            }
        }
        #expect(try database.read { $0.isInsideTransaction })
        try database.endOuterTransaction(commit: true)
        #expect(try Self.months(database) == ["2026-01"])
    }
}
