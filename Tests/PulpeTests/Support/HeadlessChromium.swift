import Foundation
import Testing

/// The real Chromium, headless, installed by scripts/install-system-packages: loads a page from
/// a file with a throwaway profile and gives back its DOM, what it logged, or a screenshot.
struct HeadlessChromium {
    /// Where Debian puts it.
    static let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    /// In CI (`CI` set) a missing Chromium fails the tests instead of skipping them.
    static let required = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false

    /// Where screenshots are kept for a person to look at: `.build/html-pages/` of the package.
    static let screenshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/html-pages")

    let program: String

    init() throws {
        program = try #require(Self.path, "chromium is required here (CI is set) but not installed")
    }

    /// The page's DOM once loaded, and everything Chromium logged (console messages included).
    func dumpDOM(_ page: String) async throws -> (dom: String, log: String) {
        try await run(["--enable-logging=stderr", "--v=0", "--dump-dom", URL(fileURLWithPath: page).absoluteString])
    }

    /// A PNG of the page at `width` × `height` CSS pixels, written to `.build/html-pages/NAME`.
    @discardableResult
    func screenshot(_ page: String, name: String, width: Int, height: Int) async throws -> String {
        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
        let file = Self.screenshots.appendingPathComponent(name).path
        try? FileManager.default.removeItem(atPath: file)
        _ = try await run([
            "--screenshot=\(file)", "--window-size=\(width),\(height)", "--hide-scrollbars", URL(fileURLWithPath: page).absoluteString,
        ])
        #expect(FileManager.default.fileExists(atPath: file), "no screenshot at \(file)")
        return file
    }

    /// How wide the page is laid out in a viewport `width` CSS pixels wide: its document's
    /// `scrollWidth` and `clientWidth` (equal when nothing scrolls sideways; scroll bars hidden, so
    /// the client is the whole width). Headless windows are
    /// at least 500 pixels wide, so the page is loaded in a frame of `width` inside a page of the
    /// test's own whose script reads both, after the load, into an attribute of the dumped DOM.
    func layoutWidths(_ page: String, width: Int) async throws -> (scroll: Int, client: Int) {
        let folder = URL(fileURLWithPath: page).deletingLastPathComponent()
        let frame = folder.appendingPathComponent("frame-\(UUID().uuidString).html")
        let source = URL(fileURLWithPath: page).lastPathComponent
        let wrapper = """
            <!DOCTYPE html><html><body style="margin:0"><iframe id="page" src="\(source)" style="width:\(width)px;height:800px;border:0"></iframe>
            <script>window.addEventListener('load', function () { var root = document.getElementById('page').contentDocument.documentElement; \
            document.body.setAttribute('data-widths', root.scrollWidth + ' ' + root.clientWidth); });</script></body></html>
            """
        try wrapper.write(to: frame, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: frame) }
        let (dom, _) = try await run(["--allow-file-access-from-files", "--hide-scrollbars", "--dump-dom", frame.absoluteString])
        let widths = try #require(dom.firstMatch(of: /data-widths="(\d+) (\d+)"/), "no widths in \(dom)")
        return (Int(widths.1) ?? -1, Int(widths.2) ?? -1)
    }

    /// Runs Chromium headless with a temporary profile; root needs `--no-sandbox`.
    private func run(_ arguments: [String]) async throws -> (dom: String, log: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let err = folder.appendingPathComponent("err")
        guard FileManager.default.createFile(atPath: out.path, contents: nil),
            FileManager.default.createFile(atPath: err.path, contents: nil)
        else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: folder.path]) }
        let outHandle = try FileHandle(forWritingTo: out)
        let errHandle = try FileHandle(forWritingTo: err)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments =
            ["--headless", "--disable-gpu", "--no-first-run", "--user-data-dir=\(folder.appendingPathComponent("profile").path)"]
            + (getuid() == 0 ? ["--no-sandbox"] : []) + arguments
        process.standardOutput = outHandle
        process.standardError = errHandle
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try outHandle.close()
        try errHandle.close()
        #expect(process.terminationStatus == 0, "chromium exited with \(process.terminationStatus)")
        return (try String(contentsOf: out, encoding: .utf8), try String(contentsOf: err, encoding: .utf8))
    }

    /// The attributes of every `<rect>` of `dom` with class `name`, in document order.
    static func rects(_ dom: String, class name: String) -> [[String: String]] {
        let tag = /<rect ([^>]*)>/
        let attribute = /([a-z-]+)="([^"]*)"/
        return dom.matches(of: tag).map { match in
            Dictionary(String(match.1).matches(of: attribute).map { (String($0.1), String($0.2)) }, uniquingKeysWith: { a, _ in a })
        }.filter { $0["class"] == name }
    }

    /// The points of the `<polyline>` of `dom` with class `name`, as [x, y] pairs; empty when there is none.
    static func points(_ dom: String, class name: String) -> [[Int]] {
        let line = dom.matches(of: /<polyline class="([^"]*)" points="([^"]*)"/).first { $0.1 == name }
        guard let line else { return [] }
        return line.2.split(separator: " ").map { $0.split(separator: ",").compactMap { Int($0) } }
    }

    /// The text of the cells of every body row of the tables of `dom`, in document order.
    static func tableRows(_ dom: String) -> [[String]] {
        dom.matches(of: /<tbody>([\s\S]*?)<\/tbody>/).flatMap { body in
            String(body.1).matches(of: /<tr>([\s\S]*?)<\/tr>/).map { row in
                String(row.1).matches(of: /<td[^>]*>([^<]*)<\/td>/).map { String($0.1) }
            }
        }
    }

    /// Chromium's log has a `CONSOLE` line for each console message, and errors name `Uncaught`.
    static func expectNoConsoleError(_ log: String) {
        let lines = log.split(separator: "\n").filter { $0.contains("CONSOLE") || $0.contains("Uncaught") }
        #expect(lines.isEmpty, "\(lines)")
    }
}
