import Foundation
import NextStopCore

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback TCP proxy to a real server that can be frozen as `kill -STOP` freezes a process: while frozen, open
/// connections stay open but nothing is forwarded either way, and new connections wait in the backlog unanswered.
///
/// It runs on a thread of its own, since its socket calls block.
public final class FreezableTCPProxy: Sendable {
    /// The port clients connect to.
    public let port: Int
    private let listener: LoopbackSocket
    private let targetPort: Int
    private let frozen = LockedValue(false)
    private let stopped = LockedValue(false)

    /// Listens on a free loopback port and forwards each connection to `targetPort` on 127.0.0.1.
    public init(forwardingToPort targetPort: Int) throws {
        listener = try LoopbackSocket(listening: true)
        port = listener.port
        self.targetPort = targetPort
        Thread.detachNewThread { [self] in forward() }
    }

    /// Stops forwarding, keeping every connection open.
    public func freeze() { frozen.withLock { $0 = true } }

    /// Forwards again what waited while frozen.
    public func thaw() { frozen.withLock { $0 = false } }

    /// Closes the listener and every connection.
    public func close() { stopped.withLock { $0 = true } }

    private struct Pair {
        var client: Int32
        var server: Int32
    }

    private func forward() {
        var pairs: [Pair] = []
        while !stopped.value {
            if frozen.value {
                usleep(10_000)
                continue
            }
            var watched = [pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0)]
            for pair in pairs {
                watched.append(pollfd(fd: pair.client, events: Int16(POLLIN), revents: 0))
                watched.append(pollfd(fd: pair.server, events: Int16(POLLIN), revents: 0))
            }
            guard poll(&watched, nfds_t(watched.count), 20) > 0, !frozen.value else { continue }
            var open: [Pair] = []
            for (index, pair) in pairs.enumerated() {
                let (fromClient, fromServer) = (watched[1 + 2 * index].revents, watched[2 + 2 * index].revents)
                let alive =
                    (fromClient == 0 || relay(from: pair.client, to: pair.server))
                    && (fromServer == 0 || relay(from: pair.server, to: pair.client))
                if alive {
                    open.append(pair)
                } else {
                    Glibc.close(pair.client)
                    Glibc.close(pair.server)
                }
            }
            if watched[0].revents != 0, let pair = accepted() { open.append(pair) }
            pairs = open
        }
        for pair in pairs {
            Glibc.close(pair.client)
            Glibc.close(pair.server)
        }
        listener.close()
    }

    /// The next waiting client with a new connection to the target, or nil when the target refuses.
    private func accepted() -> Pair? {
        let client = accept(listener.descriptor, nil, nil)
        guard client >= 0 else { return nil }
        let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        let connected = LoopbackSocket.connect(server, toPort: targetPort)
        guard connected else {
            Glibc.close(client)
            Glibc.close(server)
            return nil
        }
        return Pair(client: client, server: server)
    }

    /// Copies what `source` has to `destination`; false when either side is closed.
    private func relay(from source: Int32, to destination: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(source, &buffer, buffer.count)
        guard count > 0 else { return false }
        var sent = 0
        while sent < count {
            let written = buffer.withUnsafeBytes { write(destination, $0.baseAddress! + sent, count - sent) }
            guard written > 0 else { return false }
            sent += written
        }
        return true
    }
}
