import CommandKit
import Stores

/// Everything the templates feature reads and changes through: these stores and services and
/// nothing else (the app builds them once, in `AppStores`; no other file of the feature reaches it).
@MainActor
struct TemplatesClients {
    private let stores: AppStores

    init(_ stores: AppStores) { self.stores = stores }

    var templates: TemplateStore { stores.templates }
}

extension CommandContext {
    /// The templates feature's clients.
    @MainActor var clients: TemplatesClients { TemplatesClients(stores) }
}
