import Foundation
import Persistence
import Shared

/// `pulpe restore BACKUP`: the backup put in place of the database (`AppDatabase.restore`), the
/// replaced one kept beside it; says what it did, or why it did nothing, and returns the status.
public enum RestoreRun {
    public static func run(backup: String, into target: String, json: Bool) -> Int32 {
        do {
            let restored = try AppDatabase.restore(backup: backup, into: target)
            if json {
                let document = JSONValue.object([
                    ("backup", .string(backup)), ("database", .string(target)), ("kept", .optional(restored.kept) { .string($0) }),
                    ("bytes", .int(restored.bytes)),
                ])
                Output.out(document.rendered)
            } else {
                let kept = restored.kept.map { " The database it replaced is kept as \($0)." } ?? ""
                Output.out("Restored \(target) from \(backup) (\(FileSize.shown(restored.bytes))).\(kept)")
            }
            return 0
        } catch {
            Output.err("error: \(error.message)")
            return error.exitStatus.rawValue
        }
    }
}
