import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An upstream on a free loopback port that answers every request with the same bytes, whatever they say: for
/// replies no well-behaved simulator sends, such as a `Content-Length` far beyond what an upstream should return.
public final class CannedHTTPServer: Sendable {
    private let socket: LoopbackSocket
    private let reply: [UInt8]

    /// Listens at once; each connection gets `head` (status line and headers, without the blank line) then `body`.
    public init(head: String, body: [UInt8] = []) throws {
        socket = try LoopbackSocket(listening: true)
        reply = Array("\(head)\r\n\r\n".utf8) + body
        let descriptor = socket.descriptor
        let reply = reply
        Thread.detachNewThread {
            while true {
                let connection = accept(descriptor, nil, nil)
                guard connection >= 0 else { return }
                Self.answer(connection, with: reply)
            }
        }
    }

    /// A URL at this server.
    public var url: URL { socket.url }

    /// The base URL of an upstream at this server.
    public var baseURL: URL { socket.baseURL }

    /// Stops accepting connections; shutting the socket down first wakes the thread waiting in `accept`.
    public func close() {
        _ = shutdown(socket.descriptor, Int32(SHUT_RDWR))
        socket.close()
    }

    /// Reads the request up to its blank line, writes the reply and closes the connection.
    private static func answer(_ connection: Int32, with reply: [UInt8]) {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4_096)
        while !received.ends(with: [13, 10, 13, 10]) {
            let count = read(connection, &chunk, chunk.count)
            guard count > 0 else { break }
            received += chunk[0..<count]
        }
        _ = reply.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
        _ = Glibc.close(connection)
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
