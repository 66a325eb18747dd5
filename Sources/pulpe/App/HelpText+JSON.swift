import CommandKit
import Model
import Shared

/// `help --json`: the commands a topic covers, as data (an unknown topic gives an empty list).
extension HelpText {
    static func json(topic: String) -> JSONValue {
        let commands = specs(about: topic).map { spec in
            JSONValue.object([
                ("name", .string(spec.name)),
                ("group", .string(spec.group)),
                ("synopsis", .string(spec.synopsis)),
                ("summary", .string(spec.summary)),
                ("example", .optional(spec.example, JSONValue.string)),
            ])
        }
        return .object([("commands", .array(commands))])
    }
}
