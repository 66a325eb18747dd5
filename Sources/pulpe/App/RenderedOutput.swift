/// A command's output as it will be printed, made inside its unit of work.
struct RenderedOutput {
    /// What is printed after the messages.
    enum Body {
        case none
        /// Text for people: fitted to the terminal, paged when taller than it.
        case text(String)
        /// Text already fitted by the pager that found it fits the screen.
        case screen(String)
        /// One JSON document, followed by a newline.
        case document(String)
        /// Bytes as they are (CSV rows with their own CRLF).
        case data(String)
    }

    var diagnostics: [String]
    var warnings: [String]
    var body = Body.none

    /// The same output without its messages, which the caller prints first.
    mutating func takingMessages() -> RenderedOutput {
        defer { (diagnostics, warnings) = ([], []) }
        return RenderedOutput(diagnostics: diagnostics, warnings: warnings)
    }
}
