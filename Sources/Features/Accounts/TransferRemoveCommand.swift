import CommandKit
import Model
import Shared

/// `transfer remove #ID`
struct TransferRemoveCommand: PulpeCommand {
    static let spec = CommandSpec(
        "transfer remove", arguments: [ArgumentSpec("TRANSFER")],
        group: "Accounts", summary: "remove a transfer (and the saving it made on a line)",
        example: "transfer remove #3", discussion: "`account show NAME` lists an account's recent transfers with their ids."
    )

    let id: Int64

    init(_ parsed: ParsedCommand) throws {
        let text = try parsed.requiredArgument(0)
        guard text.hasPrefix("#"), let id = Int64(text.dropFirst()) else {
            throw DomainError.invalidValue("'\(Echo.cut(text))' is not a transfer: name it by its id, e.g. #3")
        }
        self.id = id
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let transfer = try await context.clients.accountService.removeTransfer(id: id)
        let saving = transfer.transactionID.map { " and its saving transaction #\($0)" } ?? ""
        return CommandOutput(
            text: "Removed transfer #\(transfer.id) of \(transfer.amount.formatted) on \(transfer.date.shown)\(saving).",
            json: .object([("removed", .int(transfer.id)), ("transaction", .optional(transfer.transactionID) { .int($0) })]))
    }
}
