/// How command results are printed.
enum OutputFormat: String, Sendable {
    case table
    case json
}
