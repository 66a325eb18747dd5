import CommandKit
import Domain
import Foundation
import Model
import Shared

/// Writes to standard output and standard error without buffering surprises between the two.
enum Output {
    static func out(_ text: String) {
        emit(text, to: FileHandle.standardOutput)
    }

    /// `text` as it is, without a newline added (CSV rows end with their own CRLF).
    static func out(_ text: String, newline: Bool) {
        guard !newline else { return out(text) }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func err(_ text: String) {
        emit(text, to: FileHandle.standardError)
    }

    /// A document written piece by piece by `body`, then its newline.
    static func stream(terminator: String = "\n", _ body: (inout JSONStream) -> Void) {
        var stream = JSONStream { FileHandle.standardOutput.write(Data($0.utf8)) }
        body(&stream)
        stream.write(terminator)
        stream.finish()
    }

    /// A line in one write; a long text (a month's table, megabytes) is written from its own
    /// storage, then its newline, rather than copied twice to append the newline.
    private static func emit(_ text: String, to handle: FileHandle) {
        guard text.utf8.count >= 65_536 else {
            handle.write(Data((text + "\n").utf8))
            return
        }
        var text = text
        text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return }
            handle.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: bytes.count, deallocator: .none))
        }
        handle.write(Data("\n".utf8))
    }
}
