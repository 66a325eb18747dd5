import Core
import Observation
import Shared

/// The templates with their lines, cached; template edits go through here.
@Observable @MainActor
public final class TemplateStore: StoreProtocol {
    public private(set) var templates: [TemplateDetails] = []
    public private(set) var state: LoadState = .idle
    /// Called after every successful mutation (propagation changes budgets).
    @ObservationIgnored public var onMutation: (@MainActor () -> Void)?

    @ObservationIgnored private let service: TemplateService
    @ObservationIgnored private var cache: CacheStamp

    public init(service: TemplateService, clock: any AppClock, changes: ChangeCounter? = nil) {
        self.service = service
        cache = CacheStamp(clock: clock, changes: changes)
    }

    public func loadIfNeeded() async {
        guard !cache.isFresh else { return }
        await forceRefresh()
    }

    public func forceRefresh() async {
        do {
            templates = try await service.allDetails()
            state = templates.isEmpty ? .empty : .loaded
            cache.markLoaded()
        } catch {
            state = .failed("\(error)")
        }
    }

    public func invalidateCache() { cache.invalidate() }

    public func reset() {
        templates = []
        state = .idle
        cache.invalidate()
    }

    /// The templates, loading them first if the cache is stale; throws if loading failed.
    public func currentTemplates() async throws -> [TemplateDetails] {
        await loadIfNeeded()
        if case .failed(let message) = state { throw DomainError.conflict("cannot read the templates: \(message)") }
        return templates
    }

    /// The template named `reference` (name or `#ID`), or an error listing the known ones.
    public func template(_ reference: String) async throws -> TemplateDetails {
        let all = try await currentTemplates()
        let found: TemplateDetails? = switch EntityReference(reference) {
        case .id(let id): all.first { $0.template.id == id }
        case .last, .name: all.first { NameKey.make($0.template.name) == NameKey.make(reference) }
        }
        guard let found else {
            let names = all.map(\.template.name)
            let known = names.isEmpty ? "there are no templates yet (`template new NAME`)" : "templates: \(names.joined(separator: ", "))"
            throw DomainError.notFound("no template '\(reference.trimmingSpaces())': \(known)")
        }
        return found
    }

    public func create(name: String, description: String?, isDefault: Bool) async throws -> Template {
        try await mutate { try await service.create(name: name, description: description, isDefault: isDefault) }
    }

    public func setDefault(_ id: Int64) async throws -> Template {
        try await mutate { try await service.setDefault(id) }
    }

    public func delete(_ id: Int64) async throws -> Template {
        try await mutate { try await service.delete(id) }
    }

    public func addLine(templateID: Int64, kind: Kind, name: String, amount: Money, recurrence: Recurrence,
                        goalID: Int64?, propagateFrom: YearMonth?) async throws -> (TemplateLine, PropagationReport) {
        try await mutate {
            try await service.addLine(templateID: templateID, kind: kind, name: name, amount: amount, recurrence: recurrence,
                                      goalID: goalID, propagateFrom: propagateFrom)
        }
    }

    public func updateLine(id: Int64, name: String?, amount: Money?, propagateFrom: YearMonth?) async throws -> (TemplateLine, PropagationReport) {
        try await mutate { try await service.updateLine(id: id, name: name, amount: amount, propagateFrom: propagateFrom) }
    }

    public func removeLine(id: Int64, propagateFrom: YearMonth?) async throws -> (TemplateLine, PropagationReport) {
        try await mutate { try await service.removeLine(id: id, propagateFrom: propagateFrom) }
    }

    public func generateYear(_ year: Int, templateID: Int64?) async throws -> YearGeneration {
        try await mutate { try await service.generateYear(year, templateID: templateID) }
    }

    public func resetLine(budgetLineID: Int64) async throws -> BudgetLine {
        try await mutate { try await service.resetLine(budgetLineID: budgetLineID) }
    }

    private func mutate<T>(_ change: () async throws -> T) async throws -> T {
        let result = try await change()
        cache.invalidate()
        onMutation?()
        return result
    }
}
