/// What `doctor` checked and what it found; healthy when nothing was found.
public struct DoctorReport: Sendable, Equatable {
    public var budgets = 0
    public var lines = 0
    public var transactions = 0
    /// The file's size and the part of it holding no data: free pages and the unused room inside
    /// the others, which `compact` gives back (all but a little slack).
    public var fileBytes = 0
    public var freeBytes = 0
    public var problems: [DoctorProblem] = []

    public init() {}

    public var isHealthy: Bool { problems.isEmpty }
}
