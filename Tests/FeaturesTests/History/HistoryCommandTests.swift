import CommandKit
import Model
import Persistence
import Shared
import Stores
import TestSupport
import Testing

@testable import HistoryFeature

/// `undo [N]`, `redo [N]`, `changes` and `changes show K` parse their numbers and dates, and
/// refuse anything else naming it; undo on a fresh database says there is nothing to undo.
@MainActor
@Suite struct HistoryCommandTests {
    private func parse<C: PulpeCommand>(_ type: C.Type, _ line: String) throws -> C {
        try C(CommandParser(specs: [C.spec]).parse(Tokenizer.tokenize(line)))
    }

    @Test func countsDefaultToOne() throws {
        #expect(try parse(UndoCommand.self, "undo").count == 1)
        #expect(try parse(UndoCommand.self, "undo 3").count == 3)
        #expect(try parse(RedoCommand.self, "redo").count == 1)
    }

    @Test(arguments: ["0", "-1", "two", "1.5"])
    func refusesABadCount(text: String) {
        #expect(
            throws: DomainError.invalidValue("'\(text)' is not a number of units: give a whole number from 1, e.g. `undo 2`")
        ) { try parse(UndoCommand.self, "undo \(text)") }
    }

    @Test func changesTakesADateAndALimit() throws {
        let command = try parse(ChangesCommand.self, "changes --since 2026-11-01 --limit 5")
        #expect(command.since == LocalDate(year: 2026, month: 11, day: 1))
        #expect(command.limit == 5)
        // Relative words are written out by the session before a command reads them; alone, a word is no date.
        #expect(throws: DateInputError.notADate("yesterday")) { try parse(ChangesCommand.self, "changes --since yesterday") }
        #expect(try parse(ChangesShowCommand.self, "changes show #12").id == 12)
    }

    @Test func undoOnAFreshDatabaseHasNothingToDo() async throws {
        let context = CommandContext(
            stores: AppStores(database: try AppDatabase.inMemory(), clock: ManualClock()), today: .init(year: 2026, month: 11, day: 13))
        #expect(try await parse(UndoCommand.self, "undo").run(in: context).text == "Nothing to undo.")
        #expect(
            try await parse(RedoCommand.self, "redo").run(in: context).text
                == "Nothing to redo: only what `undo` took back can be redone, until a new change.")
    }
}
