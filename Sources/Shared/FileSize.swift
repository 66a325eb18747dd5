/// A file's size for people, as `compact`, `doctor`, `backup`, `restore` and the exports print it.
public enum FileSize {
    /// Tenths of a megabyte from a million bytes on, whole KiB from 1 KiB, else bytes:
    /// 247,712,768 bytes are "247.7 MB", 946,176 bytes "924 KiB", 798 bytes "798 bytes".
    public static func shown(_ bytes: Int) -> String {
        if bytes >= 1_000_000 { return "\(bytes / 1_000_000).\(bytes / 100_000 % 10) MB" }
        return bytes >= 1024 ? "\(bytes / 1024) KiB" : counted(bytes, "byte")
    }
}
