import Observation
import Synchronization

/// Counts how many times an observation's `onChange` fired (it is `@Sendable`, so a Mutex).
final class ChangeCounter: Sendable {
    private let fired = Mutex(0)

    var count: Int { fired.withLock { $0 } }

    /// Tracks what `read` touches; the next change to it bumps `count` once.
    @MainActor
    func track(_ read: () -> Void) {
        withObservationTracking(read, onChange: { [self] in fired.withLock { $0 += 1 } })
    }
}
