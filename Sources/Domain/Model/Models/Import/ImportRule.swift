/// A rule that places imported rows: a glob (or regular expression) on the payee, the line it
/// goes to, and optionally a category, a new name and a kind. Rules apply in `position` order.
public struct ImportRule: Sendable, Equatable {
    public var id: Int64
    public var position: Int
    public var pattern: String
    public var isRegex: Bool
    public var line: String
    public var category: String?
    public var rename: String?
    public var kind: Kind?

    public init(
        id: Int64, position: Int, pattern: String, isRegex: Bool, line: String, category: String? = nil, rename: String? = nil,
        kind: Kind? = nil
    ) {
        self.id = id
        self.position = position
        self.pattern = pattern
        self.isRegex = isRegex
        self.line = line
        self.category = category
        self.rename = rename
        self.kind = kind
    }
}
