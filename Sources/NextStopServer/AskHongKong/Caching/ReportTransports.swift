import Foundation
import NextStopCore

/// Passes requests on and keeps the first good (2xx) answer, so that a poller can put on disk exactly what the
/// upstream sent once its client has read it as valid, and date it by its `Age`. The first answer is the report
/// itself: a request after it only adds to it (EPD's newest hour beside its 24 hours, which the day stands without).
final class CapturingTransport: HTTPTransport {
    private let base: any HTTPTransport
    private let captured = LockedValue<HTTPResponse?>(nil)

    init(base: any HTTPTransport) {
        self.base = base
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await base.send(request)
        if response.isSuccess { captured.withLock { $0 = $0 ?? response } }
        return response
    }

    /// The body of the first good answer, if there was one.
    var lastBody: Data? { captured.value?.body }

    /// Seconds a cache had held the first good answer (its `Age`), 0 without one.
    var lastAge: TimeInterval { captured.value?.age ?? 0 }
}

/// Answers a client's first request with one kept body and any later one 404, so a client reads a copy from disk the
/// way it reads the upstream, without taking the kept report for the extras it asks for after it.
final class ReplayingTransport: HTTPTransport {
    private let body: Data
    private let answered = LockedValue(false)

    init(body: Data) {
        self.body = body
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let isFirst = answered.withLock { answered in
            defer { answered = true }
            return !answered
        }
        guard isFirst else { return HTTPResponse(status: 404) }
        return HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: body)
    }
}
