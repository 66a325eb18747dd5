import CommandKit
import Domain
import Foundation
import Model
import Shared

/// Why a command file could not be read, in the words of a message.
struct ScriptFileError: Error, CustomStringConvertible {
    let reason: String

    init(reason: String) { self.reason = reason }

    init(errno code: Int32) {
        switch code {
        case ENOENT: reason = "no such file"
        case EACCES: reason = "permission denied"
        case EISDIR: reason = "it is a folder"
        default: reason = String(cString: strerror(code))
        }
    }

    var description: String { reason }
}
