import Shared

/// A rule of the domain was broken by the input. The cases carry what went wrong as data, so
/// tests compare cases and values; `DomainError+Message.swift` is the one mapper to the sentence
/// the user reads (what is wrong, with which input, and what to do).
public enum DomainError: Error, Equatable, Sendable {
    // MARK: Not found

    /// No budget for the month.
    case noBudget(YearMonth)
    /// No budget with this id (a row pointing at a budget that is gone).
    case noBudgetID(Int64)
    /// No line with this id.
    case noLineID(Int64)
    /// No line of that name in the month's budget; `suggestion` is the nearest name, if close.
    case noLineNamed(String, month: YearMonth, suggestion: String?)
    /// `#id` names a line of another budget than the one the command is about.
    case lineNotInBudget(lineID: Int64, month: YearMonth)
    /// No transaction with this id.
    case noTransactionID(Int64)
    /// No transaction of that name in the month's budget.
    case noTransactionNamed(String, month: YearMonth)
    /// `last` used before any transaction was created here.
    case noLastTransaction

    // MARK: Placement and uniqueness

    /// Several transactions share the name: the ids to choose from.
    case ambiguousTransactionName(String, month: YearMonth, ids: [Int64])
    /// A transaction's date is outside its budget's period.
    case dateOutsidePeriod(LocalDate, month: YearMonth, start: LocalDate, end: LocalDate)
    /// An allocation to a line of another budget.
    case lineInAnotherBudget(line: String, lineID: Int64, month: YearMonth)
    /// A transaction whose kind is not its line's.
    case kindDiffersFromLine(line: String, lineKind: Kind, kind: Kind)
    /// `--kind` given with `--line` and contradicting it.
    case kindContradictsLine(line: String, lineKind: Kind, kind: Kind)
    /// A budget already has a line of that name.
    case duplicateLineName(String, existingID: Int64)
    /// The month already has a budget.
    case duplicateBudget(YearMonth)

    // MARK: The file itself

    /// A stored value that does not read as what its column holds (a month '2026-13', a NULL
    /// amount): the file was changed outside pulpe.
    case unreadableRow(table: String, id: Int64?, column: String, value: String)

    // MARK: Other rules, each with its own sentence

    /// A value the rules refuse (empty name, amount out of range, …).
    case invalidArgument(String)
    /// Something named does not exist (goals, templates, planned withdrawals, spreads).
    case notFound(String)
    /// A name already taken (goals, templates, template lines).
    case duplicate(String)
    /// The state forbids the change (a paused goal, a template in use, …).
    case conflict(String)
}
