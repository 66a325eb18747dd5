import CommandKit
import Model
import Shared

/// A favourite as `fav … --json` prints it.
enum FavouriteJSON {
    static func json(_ favourite: Favourite) -> JSONValue {
        .object([
            ("id", .int(favourite.id)), ("name", .string(favourite.name)), ("amount", favourite.amount.json),
            ("kind", .string(favourite.kind.rawValue)), ("line", .optional(favourite.lineName) { .string($0) }),
            ("category", .optional(favourite.category) { .string($0) }), ("used", .int(Int64(favourite.useCount))),
            ("lastUsed", .optional(favourite.lastUsed) { .string($0.description) }),
        ])
    }
}
