import Shared

/// Fits what pulpe prints on a terminal to its width (help pages, a list's footer, the history's rows):
/// each line too long is broken at spaces, and its
/// continuations start under the text they continue — under the description of an option or a
/// command (after the first run of two spaces within the first 40 columns), else under the line's
/// own indent (a synopsis, at the left edge, continues 4 columns in).
/// Example at 40 columns: `  --skip N   lines before the header, a bank's preamble` →
/// `  --skip N   lines before the header, a` / `             bank's preamble`.
enum TerminalFit {
    /// The narrowest description kept beside its name; narrower, the description goes under the name.
    static let minimumColumn = 16

    static func wrap(_ page: String, width: Int) -> String {
        page.split(separator: "\n", omittingEmptySubsequences: false).map { wrapLine(String($0), width: width) }
            .joined(separator: "\n")
    }

    /// What `body` writes, each line fitted by `wrapLine` as it is written (a line once its
    /// newline has come, the last one at the end): a long list streamed to the terminal wraps
    /// its footer as a printed text does, without being held whole.
    static func fitting(
        _ body: @escaping @Sendable (inout JSONStream) throws -> Void, width: Int
    ) -> @Sendable (inout JSONStream) throws -> Void {
        { stream in
            var pending = ""
            try withoutActuallyEscaping(
                { (piece: String) in
                    pending += piece
                    guard let lastNewline = pending.lastIndex(of: "\n") else { return }
                    stream.write(wrap(String(pending[...lastNewline]), width: width))
                    pending = String(pending[pending.index(after: lastNewline)...])
                },
                do: { sink in
                    var fitted = JSONStream(sink: sink)
                    try body(&fitted)
                    fitted.finish()
                })
            stream.write(wrapLine(pending, width: width))
        }
    }

    static func wrapLine(_ line: String, width: Int) -> String {
        guard DisplayWidth.of(line) > width else { return line }
        let indent = line.prefix { $0 == " " }.count
        let body = line.dropFirst(indent)
        let spaces = { (count: Int) in String(repeating: " ", count: count) }
        // A two-column row, `NAME  description`: the description starts after the first gap of two spaces.
        if let gap = body.range(of: "  "), (1...40).contains(body.distance(from: body.startIndex, to: gap.lowerBound)) {
            let name = String(body[..<gap.lowerBound])
            let afterGap = body[gap.lowerBound...]
            let text = String(afterGap.drop { $0 == " " })
            let column = indent + DisplayWidth.of(name) + afterGap.prefix { $0 == " " }.count
            if width - column >= minimumColumn {
                let lines = WordWrap.lines(text, width: width - column)
                let first = spaces(indent) + name + spaces(column - indent - DisplayWidth.of(name)) + lines[0]
                return ([first] + lines.dropFirst().map { spaces(column) + $0 }).joined(separator: "\n")
            }
            // Too narrow for two columns: the name alone, its description under it.
            return ([spaces(indent) + name] + WordWrap.lines(text, width: max(width - indent - 4, 1)).map { spaces(indent + 4) + $0 })
                .joined(separator: "\n")
        }
        let lines = WordWrap.lines(String(body), width: max(width - indent, 1))
        let hanging = indent == 0 ? 4 : indent
        return
            ([spaces(indent) + lines[0]]
            + WordWrap.lines(lines.dropFirst().joined(separator: " "), width: max(width - hanging, 1))
            .filter { !$0.isEmpty }.map { spaces(hanging) + $0 }).joined(separator: "\n")
    }
}
