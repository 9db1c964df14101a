import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NextStopCore

/// A push service on loopback (RFC 8030 is an HTTP POST): it keeps every request it receives and answers each with
/// the next status of its script (201 once the script is spent), `Retry-After: 0` with each 429.
final class LoopbackPushService: Sendable {
    /// A request as received, its header names lower-cased.
    struct Received: Sendable {
        let headers: [String: String]
        let body: Data
    }

    private let script: LockedValue<[Int]>
    private let received = LockedValue<[Received]>([])

    init(answering script: [Int] = []) {
        self.script = LockedValue(script)
    }

    var requests: [Received] { received.value }

    /// Runs `body` with the service listening, given the base URL of its endpoints.
    func run(_ body: @Sendable @escaping (URL) async throws -> Void) async throws {
        let router = Router()
        router.post("push/:id") { request, _ -> Response in
            let bytes = try await request.body.collect(upTo: 8_192)
            var headers: [String: String] = [:]
            for field in request.headers { headers[field.name.canonicalName.lowercased()] = field.value }
            self.received.withLock { $0.append(Received(headers: headers, body: Data(bytes.readableBytesView))) }
            let status = self.script.withLock { $0.isEmpty ? 201 : $0.removeFirst() }
            var response = Response(status: HTTPResponse.Status(code: status))
            if status == 429 { response.headers[.retryAfter] = "0" }
            return response
        }
        try await Application(router: router).test(.live) { client in
            try await body(URL(string: "http://127.0.0.1:\(client.port!)/push")!)
        }
    }
}
