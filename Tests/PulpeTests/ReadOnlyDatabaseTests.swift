import Foundation
import Testing

/// A database the user cannot write, or in a folder they cannot write: listing works, a change
/// gets one clear error, and nothing is left behind. Run as an unprivileged user (through
/// `setpriv` when the tests run as root, since root may write any file).
@Suite(.serialized) struct ReadOnlyDatabaseTests {
    enum Situation: String, CaseIterable, Sendable {
        case readOnlyFile, readOnlyFolder
    }

    private static var isRoot: Bool { getuid() == 0 }

    @Test(arguments: Situation.allCases)
    func listingWorksAndAChangeIsRefusedCleanly(situation: Situation) async throws {
        let pulpe = try PulpeProcess()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: pulpe.folder.path)
            pulpe.cleanUp()
        }
        #expect(try await pulpe.run(["-c", "budget new 2026-11", "-c", "tx add Lunch 12.50"]).status == 0)
        let path = pulpe.databasePath
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        // The unprivileged user may read the file; only the file, or only the folder, is not writable.
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let folderMode = situation == .readOnlyFolder ? (Self.isRoot ? 0o755 : 0o555) : 0o777
        try FileManager.default.setAttributes([.posixPermissions: folderMode], ofItemAtPath: pulpe.folder.path)
        let launcher = Self.isRoot ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []

        let list = try pulpe.start(["--json", "-c", "tx list"], launcher: launcher).wait()
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains(#""name":"Lunch","kind":"expense","amount":12.50"#))

        // An --atomic run that only reads has nothing to record for undo, and prints what it read.
        let atomic = try pulpe.start(["--atomic", "-c", "tx list", "-c", "budget list"], launcher: launcher).wait()
        #expect(atomic.status == 0, "\(atomic.stderr)")
        #expect(atomic.stdout.contains("Lunch"))
        #expect(atomic.stderr.isEmpty)

        let change = try pulpe.start(["-c", "tx add Dinner 30"], launcher: launcher).wait()
        #expect(change.status == 1)
        #expect(
            change.stderr
                == "-c:1: error: \(path) is open read-only (the file or its folder is not writable), so nothing was changed: make both writable to change it\n"
        )

        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }
}
