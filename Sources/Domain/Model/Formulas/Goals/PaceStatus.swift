/// Whether a goal's projection reaches its target, within a ±5 % band (Docs/Domain.md §8.2).
public enum PaceStatus: String, Sendable, Equatable, CaseIterable {
    case behind
    case onTrack = "on_track"
    case ahead
}
