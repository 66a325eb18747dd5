import Shared

/// This machine's own changes could not be taken back before a merge (the data's rules refused
/// one, or a row was not as the journal left it): the sync rebuilds the device from the log.
struct TakeBackRefused: UserFacingError, Sendable {
    let reason: String

    var message: String { "this device's own changes could not be taken back before a merge: \(reason)" }
}
