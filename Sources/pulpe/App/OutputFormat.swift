import CommandKit
import Model
import Shared

/// How command results are printed.
enum OutputFormat: String, Sendable, CaseIterable {
    case table
    case json
    /// Lists as RFC 4180 CSV (`.mode csv`); other results as text.
    case csv
}
