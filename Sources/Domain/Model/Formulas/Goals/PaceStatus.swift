/// Whether a goal's projection reaches its target, within a ±5 % band (domain.md §8).
public enum PaceStatus: String, Sendable, Equatable, CaseIterable {
    case behind
    case onTrack = "on_track"
    case ahead
}
