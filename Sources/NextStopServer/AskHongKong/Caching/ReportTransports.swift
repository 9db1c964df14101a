import Foundation
import NextStopCore

/// Passes requests on and keeps the last good (2xx) answer, so that a poller can put on disk exactly what the
/// upstream sent once its client has read it as valid, and date it by its `Age`.
final class CapturingTransport: HTTPTransport {
    private let base: any HTTPTransport
    private let captured = LockedValue<HTTPResponse?>(nil)

    init(base: any HTTPTransport) {
        self.base = base
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await base.send(request)
        if response.isSuccess { captured.withLock { $0 = response } }
        return response
    }

    /// The body of the last good answer, if there was one.
    var lastBody: Data? { captured.value?.body }

    /// Seconds a cache had held the last good answer (its `Age`), 0 without one.
    var lastAge: TimeInterval { captured.value?.age ?? 0 }
}

/// Answers every request with one kept body, so a client reads a copy from disk the way it reads the upstream.
struct ReplayingTransport: HTTPTransport {
    let body: Data

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: body)
    }
}
