import CommandKit
import Model
import Shared

/// What the template line commands share: finding a line and printing the result.
enum TemplateLineCommands {
    static func line(_ reference: String, in details: TemplateDetails) throws -> TemplateLine {
        let found: TemplateLine? =
            switch EntityReference(reference) {
            case .id(let id): details.lines.first { $0.id == id }
            case .last, .name: details.lines.first { NameKey.make($0.name) == NameKey.make(reference) }
            }
        guard let found else {
            let hint = EditDistance.nearest(to: reference, in: details.lines.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
            throw DomainError.notFound("template '\(details.template.name)' has no line '\(reference.trimmingSpaces())'\(hint)")
        }
        return found
    }

    static func describe(_ line: TemplateLine, verb: String, template: Template, report: PropagationReport, propagated: Bool)
        -> CommandOutput
    {
        var text =
            "\(verb) \(line.kind.rawValue) line '\(line.name)' #\(line.id) (\(line.amount.formatted)) in template '\(template.name)'."
        if propagated { text += " " + report.summary }
        guard case .object(var members) = line.json else { return CommandOutput(text: text) }
        members.append(("propagation", report.json(propagated: propagated)))
        return CommandOutput(text: text, json: .object(members))
    }
}
