import Testing

extension PulpeProcess {
    /// A fresh folder whose database holds budget 2026-11, a Groceries line of 600 and one
    /// transaction on it: Migros 82.40 (#1).
    static func withOneTransaction() async throws -> PulpeProcess {
        let pulpe = try PulpeProcess()
        let setup = try await pulpe.run([
            "-c", "budget new 2026-11", "-c", "line add expense Groceries 600", "-c", "tx add Migros 82.40 --line Groceries",
        ])
        #expect(setup.status == 0, "\(setup.stderr)")
        return pulpe
    }
}
