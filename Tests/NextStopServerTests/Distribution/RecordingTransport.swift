import LiveTransport
import NextStopCore

/// Sends requests through `base` (the verbatim live transport unless told) and keeps every answered request with
/// its answer, so that a test can count and inspect what crossed the wire.
final class RecordingTransport: HTTPTransport, Sendable {
    /// One request and the answer it got.
    struct Exchange: Sendable {
        let request: HTTPRequest
        let response: HTTPResponse

        /// The request's URL path, such as `/datasets/hk-bus/metadata.json`.
        var path: String { request.url.path }
    }

    private let base: any HTTPTransport
    private let recorded = LockedValue<[Exchange]>([])

    init(base: any HTTPTransport = AsyncHTTPTransport.verbatim) { self.base = base }

    /// Every answered request so far, in order.
    var exchanges: [Exchange] { recorded.value }

    /// The answered requests for one path.
    func exchanges(for path: String) -> [Exchange] { exchanges.filter { $0.path == path } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await base.send(request)
        recorded.withLock { $0.append(Exchange(request: request, response: response)) }
        return response
    }
}
