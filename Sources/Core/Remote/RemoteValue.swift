/// A value sent to PostgreSQL with a statement: the few types pulpe's sync needs.
public enum RemoteValue: Sendable, Equatable {
    case text(String)
    case int(Int64)
    case null
    case texts([String])
    case ints([Int64])
}
