import Persistence
import Testing

/// Each refusal names the file, says it was left alone, and what to do.
@Suite struct DatabaseOpenErrorTests {
    @Test func notAPulpeDatabaseNamesTheFileAndTheWayOut() {
        let message = DatabaseOpenError.notAPulpeDatabase(path: "/tmp/x.sqlite").description
        #expect(message.contains("/tmp/x.sqlite"))
        #expect(message.contains("left untouched"))
        #expect(message.contains("--db PATH"))
    }

    @Test func newerSchemaGivesBothVersions() {
        let message = DatabaseOpenError.newerSchema(path: "/tmp/x.sqlite", found: 3, supported: 2).description
        #expect(message.contains("schema version 3"))
        #expect(message.contains("up to 2"))
        #expect(message.contains("Upgrade pulpe"))
    }

    @Test func creationFailuresGiveTheReason() {
        #expect(
            DatabaseOpenError.cannotCreateFolder(path: "/ro/pulpe", reason: "Permission denied").description
                == "cannot create the folder /ro/pulpe: Permission denied")
        #expect(
            DatabaseOpenError.cannotCreateFile(path: "/ro/pulpe.sqlite", reason: "Read-only file system").description
                == "cannot create the database /ro/pulpe.sqlite: Read-only file system")
    }
}
