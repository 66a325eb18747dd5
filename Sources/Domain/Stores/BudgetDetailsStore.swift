import DomainKit
import Foundation
import Ledger
import Model
import Observation
import Persistence
import Planning
import Shared

/// The details of the budget being looked at (`month`), with a small cache of recently seen
/// months, and the line and transaction mutations that change them.
@Observable @MainActor
public final class BudgetDetailsStore: StoreProtocol {
    /// The month shown; `loadIfNeeded` loads it.
    public private(set) var month: YearMonth?
    /// The details of `month`, or nil when it has no budget (state `.empty`).
    public private(set) var details: BudgetDetails?
    public private(set) var state: LoadState = .idle

    @ObservationIgnored private let budgets: BudgetService
    @ObservationIgnored private let lines: BudgetLineService
    @ObservationIgnored private let transactions: TransactionService
    @ObservationIgnored private let clock: any AppClock
    @ObservationIgnored private let changes: DatabaseChanges?
    @ObservationIgnored private var cache: [YearMonth: (details: BudgetDetails?, stamp: CacheStamp)] = [:]
    /// At most this many months are kept, the oldest evicted first.
    @ObservationIgnored private let capacity = 6

    public init(
        budgets: BudgetService, lines: BudgetLineService, transactions: TransactionService, clock: any AppClock,
        changes: DatabaseChanges? = nil
    ) {
        self.budgets = budgets
        self.lines = lines
        self.transactions = transactions
        self.clock = clock
        self.changes = changes
    }

    /// Shows `month`: served from the cache when fresh, else loaded.
    public func select(_ month: YearMonth) async {
        self.month = month
        if let entry = cache[month], entry.stamp.isFresh {
            details = entry.details
            state = entry.details == nil ? .empty : .loaded
            return
        }
        await forceRefresh()
    }

    public func loadIfNeeded() async {
        guard let month else { return }
        await select(month)
    }

    public func forceRefresh() async {
        guard let month else { return }
        if details?.month != month { state = .loading }
        var stamp = CacheStamp(clock: clock, changes: changes)
        let load = stamp.beginLoad()
        do {
            let loaded = try await budgets.details(month: month)
            stamp.markLoaded(load)
            store(loaded, stamp: stamp, for: month)
            if self.month == month {
                details = loaded
                state = loaded == nil ? .empty : .loaded
            }
        } catch {
            stamp.abandonLoad(load)
            state = .failed(ErrorMessage.describe(error))
        }
    }

    /// The tables the shown month's last load read: a commit to one of them makes it stale.
    public var region: Set<String> { month.flatMap { cache[$0]?.stamp.region } ?? [] }

    public func invalidateCache() { cache.removeAll() }

    public func reset() {
        cache.removeAll()
        month = nil
        details = nil
        state = .idle
    }

    /// The details of `month` (nil when it has no budget), loading them if stale; throws if loading failed.
    public func details(for month: YearMonth) async throws -> BudgetDetails? {
        await select(month)
        if case .failed(let message) = state { throw DomainError.conflict("cannot read budget \(month): \(message)") }
        return details
    }

    private func store(_ details: BudgetDetails?, stamp: CacheStamp, for month: YearMonth) {
        cache[month] = (details, stamp)
        if cache.count > capacity,
            let oldest = cache.keys.filter({ $0 != month }).min(by: {
                (cache[$0]?.stamp.loadedAt ?? .distantPast) < (cache[$1]?.stamp.loadedAt ?? .distantPast)
            })
        {
            cache[oldest] = nil
        }
    }

    // MARK: - Mutations, through the services: the database reports what they change to every cache.

    public func addLine(budgetID: Int64, kind: Kind, name: String, amount: Money, checked: Bool, goalID: Int64? = nil) async throws
        -> BudgetLine
    {
        try await lines.add(budgetID: budgetID, kind: kind, name: name, amount: amount, checked: checked, goalID: goalID)
    }

    public func updateLine(id: Int64, name: String?, amount: Money?) async throws -> BudgetLine {
        try await lines.update(id: id, name: name, amount: amount)
    }

    public func setLineChecked(id: Int64, _ checked: Bool) async throws -> BudgetLine {
        try await lines.setChecked(id: id, checked)
    }

    public func removeLine(id: Int64) async throws -> BudgetLine {
        try await lines.remove(id: id)
    }

    public func addTransaction(_ new: NewTransaction) async throws -> Transaction {
        try await transactions.add(new)
    }

    /// `tx add` as typed: resolved and checked by the service in one transaction.
    public func addTransaction(_ request: TransactionRequest, today: LocalDate) async throws -> AddedTransaction {
        try await transactions.add(request, today: today)
    }

    public func updateTransaction(id: Int64, name: String?, amount: Money?, date: LocalDate?, lineID: Int64??) async throws -> Transaction {
        try await transactions.update(id: id, name: name, amount: amount, date: date, lineID: lineID)
    }

    public func setTransactionChecked(id: Int64, _ checked: Bool) async throws -> Transaction {
        try await transactions.setChecked(id: id, checked)
    }

    public func removeTransaction(id: Int64) async throws -> Transaction {
        try await transactions.remove(id: id)
    }

    // Lines and transactions as commands name them, resolved by the services in one transaction.

    public func addLine(budget: BudgetChoice, kind: Kind, name: String, amount: Money, checked: Bool, goalID: Int64?) async throws
        -> LineChange
    {
        try await lines.add(budget: budget, kind: kind, name: name, amount: amount, checked: checked, goalID: goalID)
    }

    public func updateLine(_ reference: LineReference, name: String?, amount: Money?) async throws -> LineChange {
        try await lines.update(reference, name: name, amount: amount)
    }

    public func setLineChecked(_ reference: LineReference, _ checked: Bool) async throws -> LineChange {
        try await lines.setChecked(reference, checked)
    }

    public func removeLine(_ reference: LineReference) async throws -> LineChange {
        try await lines.remove(reference)
    }

    /// `tx set`: the edit may move the transaction to another budget or kind.
    public func updateTransaction(_ reference: TransactionReference, _ edit: TransactionEdit) async throws -> TransactionChange {
        try await transactions.update(reference, edit)
    }

    public func setTransactionChecked(_ reference: TransactionReference, _ checked: Bool) async throws -> TransactionChange {
        try await transactions.setChecked(reference, checked)
    }

    public func removeTransaction(_ reference: TransactionReference) async throws -> TransactionChange {
        try await transactions.remove(reference)
    }

}
