import CommandKit
import Domain
import Model
import Shared

/// How command results are printed.
enum OutputFormat: String, Sendable {
    case table
    case json
}
