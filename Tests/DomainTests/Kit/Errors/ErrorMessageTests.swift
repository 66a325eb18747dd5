import DomainKit
import Foundation
import GRDB
import Model
import Shared
import Testing

/// The mapper's foreign errors (SQLite's, the file system's, a cancelled task, anything else):
/// each a sentence with its status, never a Swift value. The project's own errors are checked,
/// every case, by `ErrorCatalogueTests`.
@Suite struct ErrorMessageTests {
    @Test func anErrorOfNoKnownTypeIsNamedNotDumped() {
        struct Opaque: Error { let secret = 42 }
        let message = ErrorMessage.describe(Opaque())
        #expect(message == "an unexpected Opaque stopped the command; nothing was changed. Please report it with the command you ran")
        #expect(ErrorMessage.exitStatus(of: Opaque()) == .failure)
    }

    @Test func aCancelledTaskIsAnInterruption() {
        #expect(ErrorMessage.describe(CancellationError()) == "interrupted")
        #expect(ErrorMessage.exitStatus(of: CancellationError()) == .failure)
    }

    @Test func sqliteErrorsAreSentencesAndABusyDatabaseExits75() throws {
        let queue = try DatabaseQueue()
        do {
            try queue.write { db in
                try db.execute(sql: "CREATE TABLE t (amount INTEGER CHECK (amount > 0))")
                try db.execute(sql: "INSERT INTO t VALUES (0)")
            }
            Issue.record("the CHECK constraint did not refuse the row")
        } catch {
            #expect(ErrorMessage.describe(error) == "the database refused the change: CHECK constraint failed: amount > 0")
            #expect(ErrorMessage.exitStatus(of: error) == .failure)
        }
        let missing = DatabaseError(resultCode: .SQLITE_ERROR, message: "no such table: budget_line")
        #expect(ErrorMessage.describe(missing) == "the database failed: no such table: budget_line; run `pulpe doctor` to check the file")
        let full = DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full")
        #expect(ErrorMessage.describe(full) == "database or disk is full: nothing more can be written until some disk space is freed")
        let busy = DatabaseError(resultCode: .SQLITE_BUSY, message: "database is locked")
        #expect(ErrorMessage.describe(busy).hasPrefix("the database is locked by another pulpe"))
        #expect(ErrorMessage.exitStatus(of: busy) == .busy)
    }

    @Test func aFoundationFileErrorNamesTheFileAndTheReason() {
        let missing: any Error = CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: "/tmp/nothere.csv"])
        #expect(ErrorMessage.describe(missing) == "cannot read /tmp/nothere.csv: no such file; check the path")
        #expect(ErrorMessage.exitStatus(of: missing) == .noInput)
        let full: any Error = CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: "/tmp/out.csv"])
        #expect(
            ErrorMessage.describe(full) == "cannot write /tmp/out.csv: no space left on the device; free some space or choose another place"
        )
        #expect(ErrorMessage.exitStatus(of: full) == .cannotCreate)
        let posix: any Error = POSIXError(.EACCES)
        #expect(ErrorMessage.describe(posix) == "a file could not be read: permission denied; check its permissions")
    }

    @Test func anImportProblemIsASentence() {
        let problem = ImportProblem(line: 1, column: "amount", value: "1'500'000.00", problem: "is refused: too large")
        #expect(ErrorMessage.describe(problem) == "line 1: column 'amount': '1'500'000.00' is refused: too large")
    }
}
