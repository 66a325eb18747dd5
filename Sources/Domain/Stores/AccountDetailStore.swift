import Ledger
import Model
import Observation
import Persistence
import Shared

/// The account being looked at as its screen shows it on a day (`account show`, `open account`):
/// its summary, its last ten days and its transfers, served from the cache while nothing it was
/// read from changed (and for at most 30 s). A reference that names no account is the service's
/// error, unchanged ("no account 'Nope' …"), and leaves nothing shown.
@Observable @MainActor
public final class AccountDetailStore: StoreProtocol {
    /// What was asked for: the reference as typed (a name, or `#ID`) and the day.
    public struct Request: Sendable, Hashable {
        public let reference: String
        public let day: LocalDate
    }

    /// The request asked last, in a box the load can read (it is made before `self` exists).
    @MainActor private final class Asked {
        var request: Request?
    }

    public var detail: AccountService.Detail? { storage.value }
    public var state: LoadState { storage.state }
    /// The tables the last load read: a commit to one of them makes the account stale.
    public var region: Set<String> { storage.region }

    @ObservationIgnored private let asked = Asked()
    @ObservationIgnored private let storage: CachedValue<AccountService.Detail?>

    public init(service: AccountService, clock: any AppClock, changes: DatabaseChanges? = nil) {
        let asked = asked
        storage = CachedValue(
            nil, subject: "the account", cache: CacheStamp(clock: clock, changes: changes),
            load: {
                guard let request = asked.request else { return nil }
                return try await service.show(request.reference, today: request.day)
            })
    }

    /// The account `reference` names, on `today`: from the cache when it answers the same
    /// request and is fresh, else read; throws the service's error when it cannot be read.
    public func detail(_ reference: String, today: LocalDate) async throws -> AccountService.Detail {
        let request = Request(reference: reference, day: today)
        if request != asked.request { storage.reset() }
        asked.request = request
        guard let detail = try await storage.currentOrLoadError() else { throw DomainError.conflict("cannot read the account") }
        return detail
    }

    public func loadIfNeeded() async { await storage.loadIfNeeded() }
    public func forceRefresh() async { await storage.forceRefresh() }
    public func invalidateCache() { storage.invalidateCache() }

    public func reset() {
        asked.request = nil
        storage.reset()
    }
}
