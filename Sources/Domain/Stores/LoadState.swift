import Model

/// Where a store is in loading its data.
public enum LoadState: Sendable, Equatable {
    case idle
    case loading
    case loaded
    /// Loaded, and there is nothing to show (e.g. no budget for the month).
    case empty
    case failed(String)
}
