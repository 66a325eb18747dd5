@preconcurrency import Glibc

extension Terminal {
    /// Reads a line typed at the terminal without showing it (a passphrase): the prompt and the
    /// typing go through `/dev/tty` with echo off, and the terminal's modes come back as they
    /// were, whatever happens. nil without a terminal, at Ctrl-D on an empty line, or on Ctrl-C.
    public static func readSecret(prompt: String) -> String? {
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        var saved = termios()
        guard tcgetattr(tty, &saved) == 0 else { return nil }
        var quiet = saved
        // Canonical input (the line is edited by the terminal, Enter ends it), echo off but for the newline.
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ICANON | ECHONL | ISIG)
        guard tcsetattr(tty, TCSAFLUSH, &quiet) == 0 else { return nil }
        defer { _ = tcsetattr(tty, TCSAFLUSH, &saved) }
        _ = prompt.utf8CString.withUnsafeBufferPointer { write(tty, $0.baseAddress, $0.count - 1) }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(tty, &byte, 1)
            // Ctrl-C (the read is interrupted) or an error: no secret.
            if count < 0 { return nil }
            if count == 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { break }
            bytes.append(byte)
        }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
