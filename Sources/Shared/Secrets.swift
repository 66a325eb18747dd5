import Foundation

/// Passwords a person may type in a connection string, taken out of what is kept (the shell's
/// history): `postgres://anna:s3cret@db/x` → `postgres://anna:***@db/x`, `password=s3cret` →
/// `password=***`. The command itself refuses such strings; its line must not keep one either.
public enum Secrets {
    public static func redacted(_ line: String) -> String {
        let text = redactingURLPasswords(line)
        // Unheard: the pattern is a constant, tested to compile.
        guard let expression = try? NSRegularExpression(pattern: #"(\bpassword=)('[^']*'|"[^"]*"|[^\s&'"]+)"#, options: [.caseInsensitive])
        else { return text }
        return expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1***")
    }

    /// `scheme://user:PASSWORD@host…` with the password as `***`, however it is quoted: the password
    /// runs to the last `@` of the line, since it may hold `@`, spaces and quotes itself (a later
    /// `@`, as in `--name me@home`, only hides more). `host:port` (digits, no `@`) is no password.
    static func redactingURLPasswords(_ line: String) -> String {
        var characters = Array(line)
        let endOfUser: Set<Character> = [":", "@", "/", "?", "#", "[", "]", "'", "\""]
        let endOfPort: Set<Character> = ["/", "?", "#", "'", "\""]
        var index = 0
        while let scheme = firstIndex(of: Array("://"), in: characters, from: index) {
            index = scheme + 3
            var colon = index
            while colon < characters.count, !endOfUser.contains(characters[colon]), !characters[colon].isWhitespace { colon += 1 }
            guard colon < characters.count, characters[colon] == ":" else { continue }
            let start = colon + 1
            guard let at = characters[start...].lastIndex(of: "@") else { continue }
            var digits = start
            while digits < at, characters[digits].isASCII, characters[digits].isNumber { digits += 1 }
            let isPort = digits > start && (endOfPort.contains(characters[digits]) || characters[digits].isWhitespace)
            guard !isPort else { continue }
            characters.replaceSubrange(start..<at, with: Array("***"))
            index = start + 3
        }
        return String(characters)
    }

    private static func firstIndex(of needle: [Character], in characters: [Character], from start: Int) -> Int? {
        guard characters.count >= needle.count, start <= characters.count - needle.count else { return nil }
        return (start...(characters.count - needle.count)).first { characters[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
