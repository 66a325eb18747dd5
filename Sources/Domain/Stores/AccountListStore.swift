import Foundation
import Ledger
import Model
import Observation
import Persistence
import Shared

/// The accounts with their balances on a day and what they hold together, cached: `account list`
/// and the accounts screen read through here, served from the cache while nothing they read
/// changed (and for at most 30 s).
@Observable @MainActor
public final class AccountListStore: StoreProtocol {
    /// The accounts as seen on `day`.
    public struct Accounts: Sendable, Equatable {
        public let day: LocalDate
        public let summaries: [AccountSummary]
        public let together: AccountService.Together
    }

    /// The day asked for, in a box the load can read (it is made before `self` exists).
    @MainActor private final class Asked {
        var day: LocalDate?
    }

    public var accounts: Accounts? { storage.value }
    public var state: LoadState { storage.state }
    /// The tables the last load read: a commit to one of them makes the accounts stale.
    public var region: Set<String> { storage.region }

    @ObservationIgnored private let asked = Asked()
    @ObservationIgnored private let storage: CachedValue<Accounts?>

    public init(service: AccountService, clock: any AppClock, changes: DatabaseChanges? = nil) {
        let asked = asked
        storage = CachedValue(
            nil, subject: "the accounts", cache: CacheStamp(clock: clock, changes: changes),
            isEmpty: { $0?.summaries.isEmpty ?? true },
            load: {
                guard let day = asked.day else { return nil }
                let summaries = try await service.list(today: day)
                return Accounts(day: day, summaries: summaries, together: try await service.together(summaries, on: day))
            })
    }

    /// The accounts on `today`: from the cache when fresh and seen on the same day, else loaded;
    /// throws when loading fails.
    public func accounts(today: LocalDate) async throws -> Accounts {
        if today != asked.day { storage.invalidateCache() }
        asked.day = today
        guard let accounts = try await storage.current() else { throw DomainError.conflict("cannot read the accounts") }
        return accounts
    }

    public func loadIfNeeded() async { await storage.loadIfNeeded() }
    public func forceRefresh() async { await storage.forceRefresh() }
    public func invalidateCache() { storage.invalidateCache() }

    public func reset() {
        asked.day = nil
        storage.reset()
    }
}
