import Foundation
import Model
import Shared

/// The command file of the `tx add` figures: 10,000 transactions on the budget 2026-06, with
/// the same mix as the databases (allocated by `--line NAME`, free with `--kind`, some `--checked`).
enum ScriptFile {
    static let month = YearMonth(year: 2026, month: 6)
    static let commandCount = 10_000

    static func text(commands: Int = commandCount, seed: UInt64 = 11) -> String {
        var random = SeededGenerator(seed: seed)
        var text = "# pulpe-bench: \(commands) tx add commands on budget \(month)\n"
        text.reserveCapacity(commands * 90)
        for offset in 0..<commands {
            let draw = TransactionDraw.next(using: &random)
            let day = 1 + offset * month.dayCount / commands
            var line = "tx add \(Tokenizer.quoted(draw.payee)) \(amount(draw.cents))"
            if let index = draw.lineIndex {
                line += " --line \(Tokenizer.quoted(PlannedLine.catalogue[index].name))"
            } else {
                line += " --kind \(draw.kind.rawValue)"
            }
            line += " --date \(LocalDate(year: month.year, month: month.month, day: day)) --budget \(month)"
            if draw.checked { line += " --checked" }
            text += line + "\n"
        }
        return text
    }

    /// Writes the script at `path` unless the same text is already there.
    static func write(to path: String) throws {
        let text = text()
        if let existing = FileManager.default.contents(atPath: path), existing == Data(text.utf8) { return }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// `82.40`, as a user types it.
    private static func amount(_ cents: Int64) -> String {
        let fraction = cents % 100
        return "\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
