import Foundation

/// The one way pulpe writes a file the user named (exports, HTML pages): never over the open
/// database, never over an existing file without `force`, new files 0600, all or nothing.
///
/// What is at `path` decides how it is written:
/// - nothing: a new file, mode 0600, written under a temporary name in the same folder and linked
///   into place when whole (a failure or a full disk leaves no file behind);
/// - a regular file: refused unless `force`; with it, replaced the same way, keeping its mode;
/// - a character device or a pipe (`/dev/null`, `/dev/stdout`, `>(gzip)`): written as a stream,
///   never replaced;
/// - a symbolic link: followed; the file it points to is written under the same rules;
/// - a folder or any other special file: refused.
/// `protected` paths (the database and its `-wal`, `-shm`, `-journal` files) are refused whatever
/// the spelling or link that names them.
public struct OutputFile {
    public let path: String
    public let force: Bool
    public let protected: [String]

    public init(path: String, force: Bool, protecting protected: [String] = []) {
        self.path = path
        self.force = force
        self.protected = protected
    }

    /// Writes what `body` streams and returns the bytes written. `body`'s own errors are thrown as
    /// they are, after the partial file is removed.
    public func write(_ body: (inout JSONStream) throws -> Void) throws -> Int {
        let plan = try prepare()
        let descriptor = try open(plan)
        let sink = Sink(descriptor: descriptor)
        var closed = false
        do {
            var stream = JSONStream { sink.write($0) }
            try body(&stream)
            stream.finish()
            if let failure = sink.failure { throw OutputFileError.cannotWrite(path: path, reason: failure) }
            closed = true
            try finish(plan, descriptor: descriptor)
        } catch {
            if !closed { _ = close(descriptor) }
            if let temporary = plan.temporary { unlink(temporary) }
            throw error
        }
        return sink.bytes
    }

    /// Opens what `plan` writes to. A stream is checked again on the open descriptor, so a path
    /// swapped for the database between the check and the open is refused.
    private func open(_ plan: Plan) throws(OutputFileError) -> Int32 {
        switch plan {
        case .descriptor(let number):
            var status = stat()
            if fstat(number, &status) == 0, isProtected(existing: status) { throw .isDatabase(path: path) }
            let descriptor = dup(number)
            guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: Self.reason()) }
            return descriptor
        case .stream:
            let descriptor = Foundation.open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: Self.reason()) }
            var status = stat()
            let kind = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : 0
            guard kind == S_IFCHR || kind == S_IFIFO, !isProtected(existing: status) else {
                _ = close(descriptor)
                throw .isSpecial(path: path)
            }
            return descriptor
        case .create(let temporary, _), .replace(let temporary, _, _):
            let descriptor = Foundation.open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: Self.reason()) }
            return descriptor
        }
    }

    /// Writes `text` whole (an HTML page).
    public func write(text: String) throws -> Int {
        try write { $0.write(text) }
    }

    /// How the bytes reach `path`.
    enum Plan {
        /// `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`: the descriptor the process already has
        /// (a redirect to a file is appended to as the shell opened it, never replaced).
        case descriptor(Int32)
        case stream
        case create(temporary: String, final: String)
        case replace(temporary: String, final: String, mode: mode_t)

        var temporary: String? {
            switch self {
            case .stream, .descriptor: nil
            case .create(let temporary, _), .replace(let temporary, _, _): temporary
            }
        }
    }

    /// Checks what is at `path` and chooses how to write it; refuses before anything is written.
    func prepare() throws(OutputFileError) -> Plan {
        guard !path.isEmpty else { throw .emptyPath }
        if let number = Self.openDescriptor(named: path) { return .descriptor(number) }
        if path.hasSuffix("/") { throw .isFolder(path: path) }
        var target = stat()
        if stat(path, &target) == 0 {
            if isProtected(existing: target) { throw .isDatabase(path: path) }
            switch target.st_mode & S_IFMT {
            case S_IFCHR, S_IFIFO: return .stream
            case S_IFDIR: throw .isFolder(path: path)
            case S_IFREG:
                guard force else { throw .exists(path: path) }
                let final = Self.resolved(path)
                return .replace(temporary: Self.temporary(for: final), final: final, mode: target.st_mode & 0o777)
            default: throw .isSpecial(path: path)
            }
        }
        guard errno == ENOENT else { throw .cannotOpen(path: path, reason: Self.reason()) }
        var link = stat()
        if lstat(path, &link) == 0 { throw .danglingLink(path: path) }
        let folder = Self.folder(of: path)
        var folderStatus = stat()
        guard stat(folder, &folderStatus) == 0, folderStatus.st_mode & S_IFMT == S_IFDIR else {
            throw .noFolder(path: path, folder: folder)
        }
        if isProtected(name: path) { throw .isDatabase(path: path) }
        return .create(temporary: Self.temporary(for: path), final: path)
    }

    /// Puts the written file in place.
    private func finish(_ plan: Plan, descriptor: Int32) throws(OutputFileError) {
        switch plan {
        case .stream, .descriptor:
            _ = close(descriptor)
        case .create(let temporary, let final):
            let synced = fsync(descriptor) == 0
            let reason = Self.reason()
            _ = close(descriptor)
            guard synced else { throw .cannotWrite(path: path, reason: reason) }
            // link, unlike rename, never replaces a file created meanwhile.
            if link(temporary, final) == 0 {
                unlink(temporary)
                return
            }
            switch errno {
            case EEXIST: throw .exists(path: path)
            case EPERM, EOPNOTSUPP, EMLINK, ENOSYS:
                // A file system without hard links (FAT, exFAT, some network mounts): rename,
                // after checking again that nothing appeared at the path.
                var status = stat()
                guard lstat(final, &status) != 0, errno == ENOENT else { throw .exists(path: path) }
                guard rename(temporary, final) == 0 else { throw .cannotWrite(path: path, reason: Self.reason()) }
            default:
                throw .cannotWrite(path: path, reason: Self.reason())
            }
        case .replace(let temporary, let final, let mode):
            let ready = fchmod(descriptor, mode) == 0 && fsync(descriptor) == 0
            let reason = Self.reason()
            _ = close(descriptor)
            guard ready else { throw .cannotWrite(path: path, reason: reason) }
            guard rename(temporary, final) == 0 else { throw .cannotWrite(path: path, reason: Self.reason()) }
        }
    }

    /// True when `existing` is one of the protected files (same device and inode).
    private func isProtected(existing: stat) -> Bool {
        protected.contains { candidate in
            var other = stat()
            return stat(candidate, &other) == 0 && other.st_dev == existing.st_dev && other.st_ino == existing.st_ino
        } || isProtected(name: path)
    }

    /// True when `name` spells one of the protected files, existing or not (a `-wal` not made yet).
    private func isProtected(name: String) -> Bool {
        let mine = Self.resolved(name)
        return protected.contains { Self.resolved($0) == mine }
    }

    /// The absolute path with its folder's links resolved (the file itself may not exist).
    static func resolved(_ path: String) -> String {
        if let whole = realpath(path, nil) {
            defer { free(whole) }
            return String(cString: whole)
        }
        let name = (path as NSString).lastPathComponent
        guard let folder = realpath(folder(of: path), nil) else { return path }
        defer { free(folder) }
        return String(cString: folder) + "/" + name
    }

    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// A hidden name beside `final`, unique to this process and this write (a random part: a
    /// name left by a killed process with the same id never blocks a later export).
    static func temporary(for final: String) -> String {
        folder(of: final) + "/." + (final as NSString).lastPathComponent + ".partial-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// The descriptor `path` names when it is one of the process's own standard streams or open
    /// descriptors (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`), else nil.
    static func openDescriptor(named path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                guard let number = Int32(path.dropFirst(prefix.count)), number >= 0, fcntl(number, F_GETFD) >= 0 else { return nil }
                return number
            }
            return nil
        }
    }

    static func reason() -> String { String(cString: strerror(errno)) }

    /// Writes chunks to a descriptor, keeping the first failure (later chunks are dropped).
    private final class Sink {
        let descriptor: Int32
        var bytes = 0
        var failure: String?

        init(descriptor: Int32) { self.descriptor = descriptor }

        func write(_ chunk: String) {
            guard failure == nil else { return }
            var chunk = chunk
            chunk.withUTF8 { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        failure = OutputFile.reason()
                        return
                    }
                    offset += written
                }
                bytes += buffer.count
            }
        }
    }
}
