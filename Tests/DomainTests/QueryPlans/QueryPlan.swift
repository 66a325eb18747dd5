/// One statement and the lines of its `EXPLAIN QUERY PLAN`.
struct QueryPlan: CustomStringConvertible {
    let sql: String
    let details: [String]

    var detail: String { details.joined(separator: "; ") }

    /// True when a step searches or scans `table`.
    func reads(_ table: String) -> Bool {
        details.contains { $0.hasPrefix("SEARCH \(table) ") || $0 == "SCAN \(table)" || $0.hasPrefix("SCAN \(table) ") }
    }

    func uses(index: String) -> Bool {
        details.contains { $0.contains("USING INDEX \(index) ") || $0.contains("USING COVERING INDEX \(index) ") }
    }

    /// True when a step reads a whole table (a scan through an index for ORDER BY included).
    var scans: Bool { details.contains { $0.hasPrefix("SCAN ") } }

    var sortsInTemporaryTree: Bool { details.contains { $0.contains("TEMP B-TREE") } }

    var description: String { "\(sql)  →  \(detail)" }
}
