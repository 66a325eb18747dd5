import CommandKit
import Model
import Shared

extension DoctorReport {
    /// `{"ok", "budgets", "lines", "transactions", "file_bytes", "free_bytes", "problems": [{"check", "table", "id", "field", "stored", "expected", "message"}]}`.
    var json: JSONValue {
        .object([
            ("ok", .bool(isHealthy)), ("budgets", .int(Int64(budgets))), ("lines", .int(Int64(lines))),
            ("transactions", .int(Int64(transactions))), ("file_bytes", .int(Int64(fileBytes))),
            ("free_bytes", .int(Int64(freeBytes))),
            (
                "problems",
                .array(
                    problems.map { problem in
                        .object([
                            ("check", .string(problem.check.rawValue)), ("table", .optional(problem.table) { .string($0) }),
                            ("id", .optional(problem.id) { .int($0) }), ("field", .optional(problem.field) { .string($0) }),
                            ("stored", .optional(problem.stored) { $0.json }), ("expected", .optional(problem.expected) { $0.json }),
                            ("message", .string(problem.message)),
                        ])
                    })
            ),
        ])
    }
}
