import Foundation

/// Passwords a person may type in a connection string, taken out of what is kept (the shell's
/// history): `postgres://anna:s3cret@db/x` → `postgres://anna:***@db/x`, `password=s3cret` →
/// `password=***`. The command itself refuses such strings; its line must not keep one either.
public enum Secrets {
    public static func redacted(_ line: String) -> String {
        var text = line
        let patterns = [(#"(://[^\s:/@'"]*:)[^\s@'"]*(@)"#, "$1***$2"), (#"(\bpassword=)('[^']*'|"[^"]*"|[^\s&'"]+)"#, "$1***")]
        for (pattern, template) in patterns {
            guard let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { continue }
            text = expression.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
        }
        return text
    }
}
