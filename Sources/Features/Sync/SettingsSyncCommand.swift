import CommandKit
import Model
import Shared

/// `settings set sync auto|off`
struct SettingsSyncCommand: PulpeCommand {
    static let spec = CommandSpec(
        "settings set sync", arguments: [ArgumentSpec("auto|off")], group: "Settings",
        summary: "auto: each change ends with a short sync (2 s at most; offline, it waits); off: only `sync` sends",
        example: "settings set sync auto")

    let auto: Bool

    init(_ parsed: ParsedCommand) throws {
        let text = try parsed.requiredArgument(0)
        switch text.lowercased() {
        case "auto", "on": auto = true
        case "off", "manual": auto = false
        default: throw DomainError.invalidValue("'\(Echo.cut(text))' is not a sync setting: use auto or off")
        }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await context.clients.syncService().setAuto(auto)
        return CommandOutput(
            text: auto ? "Each change now ends with a sync." : "Changes are sent by `sync` only.",
            json: .object([("sync", .string(auto ? "auto" : "off"))]))
    }
}
