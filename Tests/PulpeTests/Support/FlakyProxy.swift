import Foundation

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// A TCP proxy on loopback in front of the test PostgreSQL that hangs up on the first
/// `dropping` connections at once, then forwards the others: a connection dropped as a flaky
/// network would, with no timing involved.
final class FlakyProxy: @unchecked Sendable {
    let port: Int
    private let listener: Int32
    private let target: Int
    private let lock = NSLock()
    private var toDrop: Int
    private(set) var accepted = 0

    init(forwardingTo target: Int, dropping: Int) throws {
        self.target = target
        toDrop = dropping
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        guard bound == 0, listen(listener, 16) == 0, port > 0 else { throw POSIXError(.EADDRINUSE) }
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            let drop = lock.withLock {
                accepted += 1
                if toDrop > 0 {
                    toDrop -= 1
                    return true
                }
                return false
            }
            if drop {
                close(client)
                continue
            }
            let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = UInt16(target).bigEndian
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else {
                close(client)
                close(server)
                continue
            }
            Thread.detachNewThread { Self.pump(from: client, to: server) }
            Thread.detachNewThread { Self.pump(from: server, to: client) }
        }
    }

    private static func pump(from source: Int32, to destination: Int32) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(source, &buffer, buffer.count)
            if count <= 0 { break }
            var written = 0
            while written < count {
                let n = buffer[written..<count].withUnsafeBytes { write(destination, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                written += n
            }
        }
        shutdown(destination, Int32(SHUT_WR))
        shutdown(source, Int32(SHUT_RD))
    }
}
