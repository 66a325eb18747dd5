import Foundation
import Testing

/// `--checked` on the import commands marks the imported rows as on the bank statement; without
/// it they land unchecked, as before.
@Suite(.serialized) struct ImportCheckedEndToEndTests {
    static let csv = "Date,Description,Amount\n2026-11-03,Migros,-82.40\n2026-11-05,Salary,6500.00\n"
    static let qif = "!Type:Bank\nD11/04/26\nT-12.00\nPKiosk\n^\n"

    /// The names `tx list --checked` (or `--unchecked`) lists, sorted.
    private func names(_ pulpe: PulpeProcess, _ filter: String) async throws -> [String] {
        let list = try await pulpe.run(["--json", "-c", "tx list \(filter)"])
        let rows = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]] ?? []
        return rows.compactMap { $0["name"] as? String }.sorted()
    }

    @Test func checkedMarksEveryImportedRowAndItsAbsenceNone() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let csv = try pulpe.write("s.csv", Self.csv)
        let qif = try pulpe.write("s.qif", Self.qif)
        let plain = try await pulpe.run(["-c", "import csv \(csv)"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(try await names(pulpe, "--checked") == [])
        #expect(try await names(pulpe, "--unchecked") == ["Migros", "Salary"])

        let other = try pulpe.write("t.csv", "Date,Description,Amount\n2026-11-06,Coop,-20.00\n")
        let checked = try await pulpe.run(["-c", "import csv \(other) --checked", "-c", "import qif \(qif) --checked"])
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(try await names(pulpe, "--checked") == ["Coop", "Kiosk"])
        #expect(try await names(pulpe, "--unchecked") == ["Migros", "Salary"])
    }
}
