import Foundation

/// Why a file operation failed, in the system's few words, for a message that names the file
/// itself: never Foundation's "The operation could not be completed", never a Swift value.
/// Example: a CocoaError over `EACCES` → "permission denied".
enum FileErrorReason {
    static func of(_ error: any Error) -> String {
        guard let code = errnoCode(error) else {
            return "an unexpected \(String(describing: type(of: error)).prefix { $0.isLetter })"
        }
        return code == 0 ? "the system gave no reason" : String(cString: strerror(code)).lowercased()
    }

    /// The `errno` behind a POSIX error, or behind a Foundation file error that wraps one.
    private static func errnoCode(_ error: any Error) -> Int32? {
        if let error = error as? POSIXError { return error.code.rawValue }
        let object = error as NSError
        if object.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: object.code) }
        if let inner = object.userInfo[NSUnderlyingErrorKey] as? NSError, inner.domain == NSPOSIXErrorDomain {
            return Int32(truncatingIfNeeded: inner.code)
        }
        return (error as? CocoaError)?.isFileError == true ? 0 : nil
    }
}
