import CommandKit
import Model
import Shared

/// `compact`
struct CompactCommand: PulpeCommand {
    static let spec = CommandSpec(
        "compact",
        group: "Settings", summary: "give the file's free space back to the disk",
        example: "compact",
        discussion: "SQLite keeps the space that deleted rows (or an upgrade that stored them shorter) leave inside "
            + "the file for later writes, so the file never shrinks by itself. compact rebuilds it without that "
            + "space (SQLite's VACUUM) and says how large it was and is: nothing in it changes, undo included. "
            + "It needs free disk space about twice the file's size and holds the file for a few seconds a million "
            + "transactions. Not inside an --atomic script."
    )

    init(_ parsed: ParsedCommand) throws {}

    func run(in context: CommandContext) async throws -> CommandOutput {
        let result = try context.clients.compact()
        let saved = max(0, result.bytesBefore - result.bytesAfter)
        let sizes = "\(FileSize.shown(result.bytesBefore)) → \(FileSize.shown(result.bytesAfter))"
        let text =
            result.logFolded
            ? "Compacted: \(sizes) (\(FileSize.shown(saved)) given back)."
            : "Compacted: \(sizes), once another program still reading the file has finished."
        return CommandOutput(
            text: text,
            json: .object([
                ("bytes_before", .int(Int64(result.bytesBefore))), ("bytes_after", .int(Int64(result.bytesAfter))),
                ("log_folded", .bool(result.logFolded)),
            ]))
    }
}
