import CommandKit
import Model
import Shared

/// What `sync init` and `sync join` take: the connection string and the device's name.
struct SyncSetupArguments: Sendable {
    static let nameOption = OptionSpec("--name", value: "NAME", "what the other devices call this one (the host name by default)")

    let url: String
    let name: String?

    init(_ parsed: ParsedCommand) throws {
        url = try parsed.requiredArgument(0)
        guard let name = parsed.value(Self.nameOption) else {
            self.name = nil
            return
        }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 60 else {
            throw DomainError.invalidValue("'\(Echo.cut(name))' is not a device name: give 1 to 60 characters, e.g. --name laptop")
        }
        self.name = trimmed
    }
}
