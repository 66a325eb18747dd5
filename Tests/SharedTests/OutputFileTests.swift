import Foundation
import Shared
import Testing

/// The one file-writing path of exports and HTML pages: what is at the path decides what happens.
@Suite final class OutputFileTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pulpe-output-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func path(_ name: String) -> String { folder + "/" + name }

    func contents(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

    func mode(_ path: String) -> mode_t {
        var status = stat()
        _ = stat(path, &status)
        return status.st_mode & 0o7777
    }

    /// The folder's names, the temporary `.NAME.partial-PID` ones included.
    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }

    @Test func aNewFileIsWrittenWholeWithMode0600() throws {
        let bytes = try OutputFile(path: path("out.csv"), force: false).write(text: "a,b\n1,2\n")
        #expect(bytes == 8)
        #expect(try contents("out.csv") == "a,b\n1,2\n")
        #expect(mode(path("out.csv")) == 0o600)
        #expect(try names() == ["out.csv"])
    }

    @Test func anExistingFileIsRefusedWithoutForceAndLeftAsItWas() throws {
        try "keep me".write(toFile: path("old.csv"), atomically: false, encoding: .utf8)
        #expect(throws: OutputFileError.exists(path: path("old.csv"))) {
            try OutputFile(path: path("old.csv"), force: false).write(text: "new")
        }
        #expect(try contents("old.csv") == "keep me")
    }

    @Test func forceReplacesTheFileKeepingItsMode() throws {
        try "old".write(toFile: path("old.csv"), atomically: false, encoding: .utf8)
        chmod(path("old.csv"), 0o640)
        _ = try OutputFile(path: path("old.csv"), force: true).write(text: "new")
        #expect(try contents("old.csv") == "new")
        #expect(mode(path("old.csv")) == 0o640)
        #expect(try names() == ["old.csv"])
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        try "old".write(toFile: path("target.csv"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path("link.csv"), withDestinationPath: path("target.csv"))
        #expect(throws: OutputFileError.exists(path: path("link.csv"))) {
            try OutputFile(path: path("link.csv"), force: false).write(text: "new")
        }
        _ = try OutputFile(path: path("link.csv"), force: true).write(text: "new")
        #expect(try contents("target.csv") == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("link.csv")) == path("target.csv"))
    }

    @Test func aDanglingLinkAFolderAndAMissingFolderAreRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: path("dangling"), withDestinationPath: path("nowhere"))
        #expect(throws: OutputFileError.danglingLink(path: path("dangling"))) {
            try OutputFile(path: path("dangling"), force: true).write(text: "x")
        }
        #expect(throws: OutputFileError.isFolder(path: folder)) { try OutputFile(path: folder, force: true).write(text: "x") }
        #expect(throws: OutputFileError.noFolder(path: path("no/out.csv"), folder: path("no"))) {
            try OutputFile(path: path("no/out.csv"), force: false).write(text: "x")
        }
        #expect(try names() == ["dangling"])
    }

    @Test func aCharacterDeviceIsWrittenAsAStreamNeverReplaced() throws {
        #expect(try OutputFile(path: "/dev/null", force: false).write(text: "nothing") == 7)
        var status = stat()
        #expect(stat("/dev/null", &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aFullDiskIsAnErrorAndLeavesNoFile() throws {
        // /dev/full answers every write with ENOSPC.
        #expect(throws: OutputFileError.cannotWrite(path: "/dev/full", reason: String(cString: strerror(ENOSPC)))) {
            try OutputFile(path: "/dev/full", force: false).write(text: "x")
        }
    }

    @Test func theBodysErrorRemovesThePartialFile() throws {
        struct Failed: Error {}
        #expect(throws: Failed.self) {
            try OutputFile(path: path("half.csv"), force: false).write { stream in
                stream.write(String(repeating: "x", count: 200_000))
                throw Failed()
            }
        }
        #expect(try names() == [])
    }

    @Test func theDatabaseAndItsFilesAreRefusedHoweverNamed() throws {
        let database = path("budget.sqlite")
        try "SQLite format 3".write(toFile: database, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path("alias"), withDestinationPath: database)
        let protected = [database, database + "-wal", database + "-shm", database + "-journal"]
        for name in [database, folder + "/./budget.sqlite", path("alias"), database + "-wal", database + "-shm"] {
            #expect(throws: OutputFileError.isDatabase(path: name)) {
                try OutputFile(path: name, force: true, protecting: protected).write(text: "date,amount\n")
            }
        }
        #expect(try contents("budget.sqlite") == "SQLite format 3")
        #expect(try names() == ["alias", "budget.sqlite"])
    }
}
