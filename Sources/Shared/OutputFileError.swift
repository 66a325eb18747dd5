import Foundation

/// Why a file the user named was not written; nothing at its path was changed.
public enum OutputFileError: UserFacingError, Equatable, Sendable {
    case emptyPath
    case isDatabase(path: String)
    case exists(path: String)
    case isFolder(path: String)
    case isSpecial(path: String)
    case danglingLink(path: String)
    case noFolder(path: String, folder: String)
    case cannotOpen(path: String, reason: String)
    case cannotWrite(path: String, reason: String)

    public var exitStatus: ExitStatus { .cannotCreate }

    public var message: String {
        switch self {
        case .emptyPath:
            "the file name is empty: name the file to write"
        case .isDatabase(let path):
            "'\(path)' is pulpe's own database (or one of its files): writing there would destroy it. Choose another file name"
        case .exists(let path):
            "'\(path)' already exists and was left untouched: add --force to replace it, or choose another file name"
        case .isFolder(let path):
            "'\(path)' is a folder: name a file inside it (e.g. '\(path.hasSuffix("/") ? path : path + "/")export.csv')"
        case .isSpecial(let path):
            "'\(path)' is a special file that cannot be written: choose a regular file"
        case .danglingLink(let path):
            "'\(path)' is a symbolic link to a file that does not exist: remove the link or choose another file name"
        case .noFolder(let path, let folder):
            "cannot write '\(path)': the folder '\(folder)' does not exist. Create it first or choose another path"
        case .cannotOpen(let path, let reason):
            "cannot write '\(path)': \(reason). Check the folder exists and is writable"
        case .cannotWrite(let path, let reason):
            "could not write '\(path)': \(reason)"
                + (reason == String(cString: strerror(ENOSPC)) || reason == String(cString: strerror(EDQUOT))
                    ? "; no partial file was left. Free some space or choose another place" : "; no partial file was left")
        }
    }
}
