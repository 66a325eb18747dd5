import Foundation
import TestSupport
import Testing

@testable import Persistence

/// The decision to open read-only, with the write check faked: the tests run as root here,
/// and root may write files and folders whatever their mode.
@Suite struct DatabaseFileTests {
    private static func existing(_ folder: TemporaryFolder) -> String {
        let path = folder.file("pulpe.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        return path
    }

    @Test func aWritableFileInAWritableFolderOpensForWriting() throws {
        let folder = try TemporaryFolder()
        let path = Self.existing(folder)
        #expect(try DatabaseFile.prepare(path: path, canWrite: { _ in true }) == .readWrite)
    }

    @Test func aFileTheUserCannotWriteOpensReadOnly() throws {
        let folder = try TemporaryFolder()
        let path = Self.existing(folder)
        #expect(try DatabaseFile.prepare(path: path, canWrite: { $0 != path }) == .readOnly)
    }

    @Test func aFileInAFolderTheUserCannotWriteOpensReadOnly() throws {
        let folder = try TemporaryFolder()
        let path = Self.existing(folder)
        #expect(try DatabaseFile.prepare(path: path, canWrite: { $0 != folder.path }) == .readOnly)
    }

    @Test func readOnlyIsHonouredForAWritableFile() throws {
        let folder = try TemporaryFolder()
        let path = Self.existing(folder)
        #expect(try DatabaseFile.prepare(path: path, readOnly: true, canWrite: { _ in true }) == .readOnly)
    }

    @Test func theRealCheckAsksTheSystem() throws {
        let folder = try TemporaryFolder()
        #expect(DatabaseFile.isWritable(folder.path))
        #expect(!DatabaseFile.isWritable(folder.file("missing/pulpe.sqlite")))
    }
}
