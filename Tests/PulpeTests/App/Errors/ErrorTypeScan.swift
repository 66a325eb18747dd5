import Foundation

/// The error types the sources declare, read from the text: every enum, struct or class whose
/// declaration or an extension conforms to `Error` or `UserFacingError`, and each enum's cases.
struct ErrorTypeScan {
    /// Type name → the names of its cases (empty for a struct or class).
    private(set) var types: [String: Set<String>] = [:]

    init(sources: URL) throws {
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        var bodies: [String: (kind: String, body: String)] = [:]
        var conforming: Set<String> = []
        let declaration = try Regex(#"\b(enum|struct|class|actor)\s+(\w+)\s*:([^{]*)\{"#)
        let conformance = try Regex(#"\bextension\s+([\w.]+)\s*:([^{]*)\{"#)
        let isError = try Regex(#"\b(Error|UserFacingError)\b"#)
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: declaration) {
                let name = String(match.output[2].substring ?? "")
                let body = Self.body(in: text, from: match.range.upperBound)
                bodies[name] = (String(match.output[1].substring ?? ""), body)
                if (match.output[3].substring ?? "").contains(isError) { conforming.insert(name) }
            }
            for match in text.matches(of: conformance) where (match.output[2].substring ?? "").contains(isError) {
                conforming.insert(String((match.output[1].substring ?? "").split(separator: ".").last ?? ""))
            }
        }
        for name in conforming {
            guard let (kind, body) = bodies[name] else { continue }
            types[name] = kind == "enum" ? Self.cases(in: body) : []
        }
    }

    /// The text from just after a type's `{` to its matching `}`, string literals skipped.
    private static func body(in text: String, from start: String.Index) -> String {
        var depth = 1
        var index = start
        var inString = false
        var previous: Character = " "
        while index < text.endIndex, depth > 0 {
            let character = text[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                if character == "{" { depth += 1 }
                if character == "}" { depth -= 1 }
            }
            previous = character
            index = text.index(after: index)
        }
        return String(text[start..<index])
    }

    /// The names declared by `case a, b(Int)` lines at the body's own level (not in a switch).
    private static func cases(in body: String) -> Set<String> {
        var names: Set<String> = []
        var depth = 0
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 0, trimmed.hasPrefix("case "), let first = trimmed.dropFirst(5).first, first.isLetter, first.isLowercase {
                var level = 0
                var current = ""
                var parts: [String] = []
                for character in trimmed.dropFirst(5) {
                    if character == "(" { level += 1 }
                    if character == ")" { level -= 1 }
                    if character == "," && level == 0 {
                        parts.append(current)
                        current = ""
                    } else {
                        current.append(character)
                    }
                }
                parts.append(current)
                for part in parts {
                    let name = part.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !name.isEmpty { names.insert(String(name)) }
                }
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        }
        return names
    }
}
