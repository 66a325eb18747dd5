import Shared
import Terminal

/// The line editor's history errors (Core, which knows nothing of the project's error protocol)
/// adopt it here, in the shell that owns the editor: each is a plain failure (1).
extension HistoryFileError: UserFacingError {}
