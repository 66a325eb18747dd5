import Model
import Observation
import Persistence
import Shared

/// The account being looked at as its screen shows it on a day (`account show`, `open account`):
/// its summary, its last ten days and its transfers, served from the cache while nothing it was
/// read from changed (and for at most 30 s). A reference that names no account is the service's
/// error, unchanged ("no account 'Nope' …"), and caches nothing.
@Observable @MainActor
public final class AccountDetailStore: StoreProtocol {
    /// What was asked for: the reference as typed (a name, or `#ID`) and the day.
    public struct Request: Sendable, Hashable {
        public let reference: String
        public let day: LocalDate
    }

    public private(set) var detail: AccountService.Detail?
    public private(set) var state: LoadState = .idle
    /// The request `detail` answers.
    public private(set) var request: Request?

    @ObservationIgnored private let service: AccountService
    @ObservationIgnored private var stamp: CacheStamp

    public init(service: AccountService, clock: any AppClock, changes: DatabaseChanges? = nil) {
        self.service = service
        stamp = CacheStamp(clock: clock, changes: changes)
    }

    /// The account `reference` names, on `today`: from the cache when it answers the same
    /// request and is fresh, else read; throws the service's error when it cannot be read.
    public func detail(_ reference: String, today: LocalDate) async throws -> AccountService.Detail {
        let asked = Request(reference: reference, day: today)
        if asked == request, let detail, stamp.isFresh { return detail }
        let load = stamp.beginLoad()
        do {
            let loaded = try await service.show(reference, today: today)
            stamp.markLoaded(load)
            (request, detail, state) = (asked, loaded, .loaded)
            return loaded
        } catch {
            stamp.abandonLoad(load)
            stamp.invalidate()
            (request, detail, state) = (nil, nil, .failed(ErrorMessage.describe(error)))
            throw error
        }
    }

    /// The tables the last load read: a commit to one of them makes the account stale.
    public var region: Set<String> { stamp.region }

    public func loadIfNeeded() async {
        guard let request, !stamp.isFresh else { return }
        await reload(request)
    }

    public func forceRefresh() async {
        guard let request else { return }
        await reload(request)
    }

    public func invalidateCache() { stamp.invalidate() }

    public func reset() {
        (request, detail, state) = (nil, nil, .idle)
        stamp.invalidate()
    }

    /// Reads `request` again; a failure is kept in `state` (the caller of `detail(_:today:)` hears it).
    private func reload(_ request: Request) async {
        stamp.invalidate()
        // Unheard: the failure is kept in `state`, and the next `detail(_:today:)` throws it.
        _ = try? await detail(request.reference, today: request.day)
    }
}
