/// A reusable plan of a normal month, from which budgets are generated.
public struct Template: Sendable, Equatable, Identifiable {
    public let id: Int64
    public var name: String
    public var description: String?
    public var isDefault: Bool

    public init(id: Int64, name: String, description: String? = nil, isDefault: Bool = false) {
        self.id = id
        self.name = name
        self.description = description
        self.isDefault = isDefault
    }
}
