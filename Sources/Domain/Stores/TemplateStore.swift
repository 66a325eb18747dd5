import Model
import Observation
import Persistence
import Planning
import Shared

/// The templates with their lines, cached; template edits go through here.
@Observable @MainActor
public final class TemplateStore: StoreProtocol {
    @ObservationIgnored private let storage: CachedValue<[TemplateDetails]>
    @ObservationIgnored private let service: TemplateService

    public var templates: [TemplateDetails] { storage.value }
    public var state: LoadState { storage.state }
    /// The tables the last load read: a commit to one of them makes it stale.
    public var region: Set<String> { storage.region }

    /// Without `changes`, only the TTL ends the cache's freshness.
    public init(service: TemplateService, clock: any AppClock, changes: DatabaseChanges? = nil) {
        self.service = service
        storage = CachedValue(
            [], subject: "the templates", cache: CacheStamp(clock: clock, changes: changes),
            isEmpty: { $0.isEmpty }, load: { try await service.allDetails() })
    }

    public func loadIfNeeded() async { await storage.loadIfNeeded() }
    public func forceRefresh() async { await storage.forceRefresh() }
    public func invalidateCache() { storage.invalidateCache() }
    public func reset() { storage.reset() }

    /// The templates, loading them first if the cache is stale; throws if loading failed.
    public func currentTemplates() async throws -> [TemplateDetails] { try await storage.current() }

    /// The template named `reference` (name or `#ID`), or an error listing the known ones.
    public func template(_ reference: String) async throws -> TemplateDetails {
        let all = try await currentTemplates()
        let found: TemplateDetails? =
            switch EntityReference(reference) {
            case .id(let id): all.first { $0.template.id == id }
            case .last, .name: all.first { NameKey.make($0.template.name) == NameKey.make(reference) }
            }
        guard let found else {
            throw DomainError.noTemplate(reference, known: all.map(\.template.name))
        }
        return found
    }

    public func create(name: String, description: String?, isDefault: Bool) async throws -> Template {
        try await service.create(name: name, description: description, isDefault: isDefault)
    }

    public func setDefault(_ id: Int64) async throws -> Template {
        try await service.setDefault(id)
    }

    public func delete(_ id: Int64) async throws -> Template {
        try await service.delete(id)
    }

    public func addLine(
        templateID: Int64, kind: Kind, name: String, amount: Money, recurrence: Recurrence,
        goalID: Int64?, propagateFrom: YearMonth?
    ) async throws -> (TemplateLine, PropagationReport) {
        try await service.addLine(
            templateID: templateID, kind: kind, name: name, amount: amount, recurrence: recurrence,
            goalID: goalID, propagateFrom: propagateFrom)
    }

    public func updateLine(id: Int64, name: String?, amount: Money?, goal: Int64?? = nil, propagateFrom: YearMonth?) async throws
        -> (TemplateLine, PropagationReport)
    {
        try await service.updateLine(id: id, name: name, amount: amount, goal: goal, propagateFrom: propagateFrom)
    }

    public func removeLine(id: Int64, propagateFrom: YearMonth?) async throws -> (TemplateLine, PropagationReport) {
        try await service.removeLine(id: id, propagateFrom: propagateFrom)
    }

    public func generateYear(_ year: Int, templateID: Int64?) async throws -> YearGeneration {
        try await service.generateYear(year, templateID: templateID)
    }

    public func resetLine(budgetLineID: Int64) async throws -> BudgetLine {
        try await service.resetLine(budgetLineID: budgetLineID)
    }

    public func resetLine(_ reference: LineReference) async throws -> LineChange {
        try await service.resetLine(reference)
    }
}
