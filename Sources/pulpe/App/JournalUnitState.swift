/// The unit of the change journal a session is in: opened by a script run or `.read` (nested
/// ones join the outer unit), else each command is its own. Its changes are claimed at the end
/// of each command, inside the command's transaction.
struct JournalUnitState {
    /// Open script runs and `.read`s; 0 when each command is its own unit.
    var depth = 0
    /// The outer unit's text (`script FILE`, `.read FILE`).
    var text = ""
    /// The unit's row in the journal, once one of its commands changed something.
    var unitID: Int64?
    /// The last change seen: claims look above it. Read before the session's first command.
    var highWater: Int64?
    /// The unit runs inside one outer transaction (`--atomic`): its changes are claimed once, when
    /// it ends, since no other process can commit in between.
    var claimsAtEnd = false
    /// Something changed since the last auto sync (see `Session+Sync`).
    var changedSinceSync = false
}
