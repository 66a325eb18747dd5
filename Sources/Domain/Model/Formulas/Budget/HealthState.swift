/// How the month feels (Docs/Domain.md §5.5): deficit below zero, tight from 80 % usage.
public enum HealthState: String, Sendable, Equatable, CaseIterable {
    case comfortable
    case tight
    case deficit
}
