import Foundation
import NextStopTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Bytes sent to a server as they are, however malformed, and the answers it sends back until it stops writing:
/// what no HTTP client library will send.
struct RawHTTPExchange {
    /// One answer: its status, its headers (names lowercased) and its body.
    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: Data
    }

    /// Sends `request` to the loopback `port`, stops writing (unless `keepingWriteOpen`, as a client still sending
    /// would), and reads every answer until the server closes or 10 s pass. The socket calls block, so they run on
    /// a thread of their own: on one of the two cooperative threads they would keep the server from answering.
    static func exchange(_ request: Data, port: Int, keepingWriteOpen: Bool = false) async throws -> [Answer] {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result { try blockingExchange(request, port: port, keepingWriteOpen: keepingWriteOpen) })
            }
        }
    }

    private static func blockingExchange(_ request: Data, port: Int, keepingWriteOpen: Bool) throws -> [Answer] {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = LoopbackSocket.connect(descriptor, toPort: port)
        guard connected else { throw POSIXError(.ECONNREFUSED) }
        // The server may stop reading at the bad bytes; what it did not read does not matter.
        _ = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if !keepingWriteOpen { shutdown(descriptor, Int32(SHUT_WR)) }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            received.append(contentsOf: buffer[0..<count])
        }
        return try answers(in: received)
    }

    /// The answers in `bytes`, one after another, each as long as its `Content-Length` says.
    private static func answers(in bytes: Data) throws -> [Answer] {
        var answers: [Answer] = []
        var rest = bytes[...]
        let separator = Data("\r\n\r\n".utf8)
        while let end = rest.range(of: separator) {
            let lines = String(decoding: rest[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
            guard let status = lines.first?.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else {
                throw POSIXError(.EBADMSG)
            }
            var headers: [String: String] = [:]
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            let length = headers["content-length"].flatMap { Int($0) } ?? 0
            let bodyEnd = rest.index(end.upperBound, offsetBy: length, limitedBy: rest.endIndex) ?? rest.endIndex
            answers.append(Answer(status: status, headers: headers, body: Data(rest[end.upperBound..<bodyEnd])))
            rest = rest[bodyEnd...]
        }
        return answers
    }
}
