import CommandKit
import Shared
import Testing

@testable import PulpeApp

/// Relative dates reach a command through the hints of its spec, so every value named DATE or MONTH
/// must carry the hint: one without it would take `yesterday` as a typo.
@Suite struct RelativeDateHintTests {
    @Test func everyDateAndMonthValueCarriesItsHint() {
        var missing: [String] = []
        for spec in CommandRegistry.parser.specs {
            for option in spec.options {
                if option.valueName == "DATE", option.hint != .date { missing.append("\(spec.name) \(option.name)") }
                if option.valueName == "MONTH", option.hint != .month { missing.append("\(spec.name) \(option.name)") }
            }
            for argument in spec.arguments {
                if argument.name == "DATE", argument.hint != .date { missing.append("\(spec.name) \(argument.name)") }
                if argument.name == "MONTH", argument.hint != .month { missing.append("\(spec.name) \(argument.name)") }
            }
        }
        #expect(missing.isEmpty, "\(missing)")
    }
}
