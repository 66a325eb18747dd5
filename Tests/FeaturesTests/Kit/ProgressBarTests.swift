import CommandKit
import Testing

/// How long an import runs before its bar shows, from `PULPE_PROGRESS_AFTER`.
@Suite struct ProgressBarTests {
    /// A number of seconds, 0 or more, is taken; anything else leaves the default second.
    @Test(
        arguments: [
            ("0", 0), ("0.5", 0.5), ("3", 3), ("-1", 1), ("inf", 1), ("nan", 1), ("", 1), ("soon", 1),
        ] as [(String, Double)])
    func delayFromTheEnvironment(text: String, seconds: Double) {
        #expect(ProgressBar.delay(environment: ["PULPE_PROGRESS_AFTER": text]) == seconds)
    }

    @Test func delayWithoutTheVariableIsOneSecond() {
        #expect(ProgressBar.delay(environment: [:]) == 1)
    }
}
