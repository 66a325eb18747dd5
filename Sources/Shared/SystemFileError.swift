import Foundation

/// A file system error from Foundation or POSIX (a read or write that failed) in pulpe's words:
/// the file when known, the system's reason and what to do; never Foundation's "The operation
/// could not be completed. (… error 260.)".
/// Example: CocoaError 260 for `/tmp/x.csv` → "cannot read /tmp/x.csv: no such file; check the path".
public struct SystemFileError: UserFacingError, Equatable {
    /// The file, when the error names it.
    public let path: String?
    /// The `errno` behind the error (0 when the system gave none).
    public let code: Int32
    /// True for a failed write, false for a failed read.
    public let writing: Bool

    public init(path: String?, code: Int32, writing: Bool) {
        self.path = path
        self.code = code
        self.writing = writing
    }

    /// The error in these terms, or nil when it is not a file system error.
    public init?(_ error: any Error) {
        if let error = error as? POSIXError {
            self.init(path: nil, code: error.code.rawValue, writing: false)
        } else if let error = error as? CocoaError, error.isFileError {
            let underlying = error.userInfo[NSUnderlyingErrorKey].flatMap(Self.posixCode) ?? Self.closestCode(for: error.code)
            self.init(path: error.filePath, code: underlying, writing: (512...642).contains(error.code.rawValue))
        } else if let code = Self.posixCode(error) {
            self.init(path: nil, code: code, writing: false)
        } else {
            return nil
        }
    }

    public var message: String {
        let what = path.map { "cannot \(writing ? "write" : "read") \($0)" } ?? "a file could not be \(writing ? "written" : "read")"
        return "\(what): \(Self.reason(errno: code))" + (Self.advice(errno: code).map { "; \($0)" } ?? "")
    }

    public var exitStatus: ExitStatus {
        if writing { return .cannotCreate }
        return [ENOENT, ENOTDIR, EACCES, EISDIR].contains(code) ? .noInput : .failure
    }

    /// What the system's error number means, in a few words ("no such file", "permission denied").
    public static func reason(errno code: Int32) -> String {
        switch code {
        case 0: "the system gave no reason"
        case ENOENT, ENOTDIR: "no such file"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "it is a folder"
        case ENOSPC, EDQUOT: "no space left on the device"
        default: String(cString: strerror(code))
        }
    }

    /// The reason of any error met while reading or writing a file, for a message that names the file itself.
    public static func reason(of error: any Error) -> String {
        SystemFileError(error).map { reason(errno: $0.code) }
            ?? "an unexpected \(String(describing: type(of: error)).prefix { $0.isLetter })"
    }

    private static func advice(errno code: Int32) -> String? {
        switch code {
        case ENOENT, ENOTDIR: "check the path"
        case EACCES, EPERM: "check its permissions"
        case ENOSPC, EDQUOT: "free some space or choose another place"
        default: nil
        }
    }

    /// The `errno` of a POSIX error or of an NSError in the POSIX domain.
    private static func posixCode(_ value: Any) -> Int32? {
        if let error = value as? POSIXError { return error.code.rawValue }
        if let error = value as? NSError, error.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: error.code) }
        return nil
    }

    /// The `errno` closest to a Foundation file error without an underlying POSIX one.
    private static func closestCode(for code: CocoaError.Code) -> Int32 {
        switch code {
        case .fileNoSuchFile, .fileReadNoSuchFile: ENOENT
        case .fileReadNoPermission, .fileWriteNoPermission: EACCES
        case .fileWriteOutOfSpace: ENOSPC
        case .fileWriteFileExists: EEXIST
        case .fileWriteVolumeReadOnly: EROFS
        default: 0
        }
    }
}
