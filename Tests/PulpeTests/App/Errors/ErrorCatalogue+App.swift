import Foundation
import Model

@testable import Importing
@testable import ImportsFeature
@testable import PulpeApp
@testable import Syncing

extension ErrorCatalogue {
    /// The services' own errors (sync, a dry run), and the camt reader's XML.
    static let services: [ErrorSample] = [
        ErrorSample("notSetUp", SyncError.notSetUp),
        ErrorSample("alreadySetUp", SyncError.alreadySetUp(connection: "postgres://a@db.example.org/pulpe")),
        ErrorSample("noHousehold", SyncError.noHousehold(server: "db.example.org")),
        ErrorSample("householdExists", SyncError.householdExists(server: "db.example.org", devices: 2)),
        ErrorSample("notEmpty", SyncError.notEmpty(path: "p.sqlite", what: "2 budgets")),
        ErrorSample("newerServer", SyncError.newerServer(server: "db.example.org", version: 5, ours: 3)),
        ErrorSample("unknownTable", SyncError.unknownTable("loan")),
        ErrorSample("insideTransaction", SyncError.insideTransaction),
        ErrorSample("passwordInConnectionString", SyncError.passwordInConnectionString),
        ErrorSample("behindTheServer", SyncError.behindTheServer(path: "p.sqlite")),
        ErrorSample("passphrasesDiffer", SyncError.passphrasesDiffer),
        ErrorSample("logAltered", SyncError.logAltered(server: "db.example:5432/pulpe", device: "desk", expected: 9, found: 12)),
        ErrorSample("clockOff", SyncError.clockOff(server: "db.example:5432/pulpe", seconds: 11_520)),
        ErrorSample("snapshotDamaged", SyncError.snapshotDamaged(server: "db.example:5432/pulpe", madeAt: "2026-11-28 07:29")),
        ErrorSample("compactedPast", SyncError.compactedPast(path: "/home/anna/old.sqlite", pulled: 120, compacted: 5_000)),
        ErrorSample("roleWithoutSnapshots", SyncError.roleWithoutSnapshots(server: "db.example:5432/pulpe")),
        ErrorSample("passphraseNeeded", SyncError.passphraseNeeded(why: "sync init --encrypt needs the household's passphrase")),
        ErrorSample("wrongPassphrase", SyncError.wrongPassphrase(server: "db.example.org")),
        ErrorSample("cannotOpen", SyncError.cannotOpen(server: "db.example.org", seq: 42)),
        ErrorSample("sealedWithoutKey", SyncError.sealedWithoutKey(server: "db.example.org")),
        ErrorSample("encryptionDiffers", SyncError.encryptionDiffers(server: "db.example.org", encrypted: true)),
        ErrorSample("unreadableEntry", SyncError.unreadableEntry(seq: 42)),
        ErrorSample("takeBack", TakeBackRefused(reason: "FOREIGN KEY constraint failed")),
        ErrorSample("dryRun", DryRunRollback(outcome: ImportOutcome())),
        ErrorSample(
            "xml", XMLScanError(line: 3, reason: "not well-formed XML: an end tag does not match the element it closes"), .dataError),
    ]

    /// The app shell's: the invocation and the command files.
    static let app: [ErrorSample] = [
        ErrorSample("unknownOption", InvocationError.unknownOption("--jsn", suggestion: "--json"), .usage),
        ErrorSample("unknownSubcommand", InvocationError.unknownSubcommand("rnu"), .usage),
        ErrorSample("commandWithoutC", InvocationError.commandWithoutC("budget list"), .usage),
        ErrorSample("unquotedCommand", InvocationError.unquotedCommand("budget list"), .usage),
        ErrorSample("unexpectedValue", InvocationError.unexpectedValue("--json"), .usage),
        ErrorSample("missingValue", InvocationError.missingValue(InvocationOption.all[0]), .usage),
        ErrorSample("notADate", InvocationError.notADate("2026-02-30"), .usage),
        ErrorSample("unknownShell", InvocationError.unknownShell("tcsh"), .usage),
        ErrorSample("atomicWithKeepGoing", InvocationError.atomicWithKeepGoing, .usage),
        ErrorSample("lineBreakInSyncArgument", InvocationError.lineBreakInSyncArgument("a\nb"), .usage),
        ErrorSample("runWithoutFile", InvocationError.runWithoutFile, .usage),
        ErrorSample("restoreNeedsOneFile", InvocationError.restoreNeedsOneFile, .usage),
        ErrorSample("restoreAlone", InvocationError.restoreAlone, .usage),
        ErrorSample("missing", ScriptFileError(errno: ENOENT), .noInput),
        ErrorSample("tooLarge", ScriptFileError(reason: "it holds more than 64 MiB of commands: split it into smaller files"), .noInput),
    ]
}
