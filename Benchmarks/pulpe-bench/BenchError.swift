/// Why the benchmark stopped: it fails loudly rather than print figures it cannot trust.
struct BenchError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
