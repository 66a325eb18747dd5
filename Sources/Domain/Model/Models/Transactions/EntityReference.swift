/// How a user names a line or transaction: `#ID`, `last`, or a name.
public enum EntityReference: Sendable, Equatable, CustomStringConvertible {
    case id(Int64)
    /// The transaction most recently created in this invocation or session.
    case last
    case name(String)

    /// `#12` → id 12; `last` → last; anything else is a name.
    public init(_ text: String) {
        if text.first == "#", let id = Int64(text.dropFirst()), id > 0 {
            self = .id(id)
        } else if text.lowercased() == "last" {
            self = .last
        } else {
            self = .name(text)
        }
    }

    public var description: String {
        switch self {
        case .id(let id): "#\(id)"
        case .last: "last"
        case .name(let name): "'\(name)'"
        }
    }
}
