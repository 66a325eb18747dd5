import Foundation

extension Terminal {
    /// True when the locale's character set is UTF-8 (the first of `LC_ALL`, `LC_CTYPE`, `LANG` that is
    /// set decides, as in POSIX), so charts may use Unicode blocks. With none set, true: pulpe's other
    /// output (`…`, `─`, `✓`) is UTF-8 already, and only a locale that says otherwise turns charts to ASCII.
    /// Example: `LANG=fr_CH.UTF-8` → true; `LC_ALL=C` → false; `LANG=en_US.ISO-8859-1` → false.
    public static func isUTF8Locale(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty })
        else { return true }
        return value.lowercased().filter { $0 != "-" }.contains("utf8")
    }
}
