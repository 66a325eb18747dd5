import Foundation

/// The benchmark's own output: results on standard output, progress on standard error.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func status(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
