/// A file's size for people, as `compact` and `doctor` print it.
enum FileSize {
    /// Tenths of a megabyte from a million bytes on, else whole KiB as `backup` says it:
    /// 247,712,768 bytes are "247.7 MB", 946,176 bytes "924 KiB".
    static func shown(_ bytes: Int) -> String {
        bytes >= 1_000_000 ? "\(bytes / 1_000_000).\(bytes / 100_000 % 10) MB" : "\(bytes / 1024) KiB"
    }
}
