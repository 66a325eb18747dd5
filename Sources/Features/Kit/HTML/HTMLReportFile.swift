import Foundation
import Model
import Shared

/// `--html FILE` on the report commands: writes the page and says so after the text report;
/// the JSON document gains `"html": FILE`.
public enum HTMLReportFile {
    public static let option = OptionSpec("--html", value: "FILE", "also write the report as one HTML page (inline SVG chart, no script)")
    /// `--html FILE` and `--force`, in a command's options.
    public static let options = [option, .replaceFile]

    /// Where the page goes: `--html`'s file, replaced only with `--force`.
    public struct Target: Sendable, Equatable {
        public let path: String
        public let force: Bool

        public init?(_ parsed: ParsedCommand) {
            guard let path = parsed.value(option) else { return nil }
            self.path = path
            force = parsed.has(OptionSpec.replaceFile)
        }
    }

    /// The command's output: `render`'s text and `json`'s document, and, with a `target`, `page`
    /// written there first (built only then) through the one file-writing path.
    @MainActor
    public static func output(
        _ target: Target?, in context: CommandContext, page: () -> String, render: @escaping @Sendable () -> String,
        json: @escaping @Sendable () -> JSONValue
    ) throws -> CommandOutput {
        guard let target else { return CommandOutput(render: render, json: json) }
        let path = target.path
        _ = try context.outputFile(path, force: target.force).write(text: page())
        return CommandOutput(
            render: { render() + "\nWrote \(path)." },
            json: {
                let document = json()
                guard case .object(let members) = document else { return document }
                return .object(members + [("html", .string(path))])
            })
    }
}
