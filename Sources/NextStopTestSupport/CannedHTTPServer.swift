import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An upstream on a free loopback port that answers every request with the same bytes, whatever they say: for
/// replies no well-behaved simulator sends, such as a `Content-Length` far beyond what an upstream should return, or
/// a body trickled in a byte at a time.
public final class CannedHTTPServer: Sendable {
    private let socket: LoopbackSocket

    /// Listens at once; each connection gets `head` (status line and headers, without the blank line) then `body`,
    /// all at once, or one byte every `trickle` seconds after the head when given.
    public init(head: String, body: [UInt8] = [], trickle: TimeInterval? = nil) throws {
        socket = try LoopbackSocket(listening: true)
        let (descriptor, head) = (socket.descriptor, Array("\(head)\r\n\r\n".utf8))
        Thread.detachNewThread {
            while true {
                let connection = accept(descriptor, nil, nil)
                guard connection >= 0 else { return }
                // Each on a thread of its own, so that a trickling answer holds no other connection back.
                Thread.detachNewThread { Self.answer(connection, head: head, body: body, trickle: trickle) }
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
    private static func answer(_ connection: Int32, head: [UInt8], body: [UInt8], trickle: TimeInterval?) {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4_096)
        while !received.ends(with: [13, 10, 13, 10]) {
            let count = read(connection, &chunk, chunk.count)
            guard count > 0 else { break }
            received += chunk[0..<count]
        }
        func send(_ bytes: [UInt8]) -> Bool {
            bytes.withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
        }
        if let trickle {
            var sent = send(head)
            for byte in body where sent {
                Thread.sleep(forTimeInterval: trickle)
                sent = send([byte])
            }
        } else {
            _ = send(head + body)
        }
        _ = Glibc.close(connection)
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
