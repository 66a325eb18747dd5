/// How pulpe opens its file: for reading and writing, or for reading only when the file or
/// its folder is not writable (queries work; a change is refused with one clear error).
public enum DatabaseAccess: Sendable, Equatable {
    case readWrite
    case readOnly
}
