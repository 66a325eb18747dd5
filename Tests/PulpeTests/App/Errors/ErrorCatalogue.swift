/// Every error type of the sources with every one of its cases, each with the exit status it
/// gives a run; `ErrorCatalogueTests` checks it against the sources, so a new type or case must
/// be added here, with its status, before the tests pass.
enum ErrorCatalogue {
    static var all: [ErrorSample] { shared + core + model + domainErrors + services + app }
}
