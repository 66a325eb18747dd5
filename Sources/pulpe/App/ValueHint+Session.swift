import Shared

/// What the session's own commands name, for completion.
extension ValueHint {
    /// A file path (`.read FILE`): completed from the file system.
    static let file = ValueHint(rawValue: "file")
    /// An output mode (`.mode csv`).
    static let outputFormat = ValueHint(rawValue: "output-format")
    /// A switch (`.bail off`, `.pager on`).
    static let onOff = ValueHint(rawValue: "on-off")
}
