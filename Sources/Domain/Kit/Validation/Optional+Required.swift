import Model

extension Optional {
    /// The row a write has just made or changed, read back; its absence is an error naming the
    /// table and id, never a crash. Example: `try BudgetQueries.line(db, id: 7).required("budget_line", id: 7)`.
    package func required(_ table: String, id: Int64) throws -> Wrapped {
        guard let value = self else {
            throw DomainError.notFound("row #\(id) of \(table) is missing: it was removed while the command ran")
        }
        return value
    }
}
