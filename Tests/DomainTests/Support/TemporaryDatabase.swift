import Foundation
import Model
import Persistence
import Shared
import TestSupport

/// The service tests' name for the shared fixture.
typealias TemporaryDatabase = DatabaseFixture

/// The description of the error `body` throws, or "" when it throws nothing.
func errorMessage(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void) async -> String {
    do { try await body() } catch { return "\(error)" }
    return ""
}
