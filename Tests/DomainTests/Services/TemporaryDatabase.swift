import Domain
import Foundation
import Model
import Persistence
import Shared
import TestSupport

/// The service tests' name for the shared fixture.
typealias TemporaryDatabase = DatabaseFixture

extension DatabaseFixture {
    /// Creates the budgets of `months` (empty unless a default template exists).
    @discardableResult
    func budgets(_ months: String...) async throws -> [Budget] {
        var created: [Budget] = []
        for text in months { created.append(try await budgets.create(month: YearMonth.parse(text)!)) }
        return created
    }
}

/// The description of the error `body` throws, or "" when it throws nothing.
func errorMessage(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void) async -> String {
    do { try await body() } catch { return "\(error)" }
    return ""
}
