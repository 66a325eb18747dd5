import Model
import Shared

/// The optional `N` of `undo [N]` and `redo [N]`: a whole number from 1, 1 when omitted.
enum UnitCount {
    static func parse(_ text: String?) throws -> Int {
        guard let text else { return 1 }
        guard let count = Int(text), count >= 1 else {
            throw DomainError.invalidValue("'\(Echo.cut(text))' is not a number of units: give a whole number from 1, e.g. `undo 2`")
        }
        return count
    }
}
