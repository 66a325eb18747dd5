import Model
import Testing

@testable import SettingsFeature

/// What `doctor` prints after its checks: the free-space note only when `compact` would matter.
@Suite struct DoctorScreenTests {
    private func report(file: Int, free: Int) -> DoctorReport {
        var report = DoctorReport()
        (report.budgets, report.lines, report.transactions) = (1, 3, 2)
        (report.fileBytes, report.freeBytes) = (file, free)
        return report
    }

    @Test func aTenthOfTheFileAndAMegabyteFreeIsNamedWithCompact() {
        #expect(
            DoctorScreen(report: report(file: 289_912_832, free: 57_851_509)).render()
                == "Checked 1 budget, 3 lines, 2 transactions: integrity, foreign keys and stored values are all right.\n"
                + "57.8 MB of the file's 289.9 MB holds no data: `compact` gives it back.")
        // Exactly a tenth, exactly 1 MB: named.
        #expect(DoctorScreen(report: report(file: 10_000_000, free: 1_000_000)).freeSpace != nil)
    }

    @Test(arguments: [(10_000_001, 1_000_000), (20_000_000, 999_999), (500_000, 400_000), (0, 0)])
    func lessIsNotWorthANote(file: Int, free: Int) {
        #expect(DoctorScreen(report: report(file: file, free: free)).freeSpace == nil)
        #expect(!DoctorScreen(report: report(file: file, free: free)).render().contains("compact"))
    }
}
