/// The one seam every upstream call goes through.
///
/// A transport returns the upstream's response whatever its status, and throws only when there is no
/// response at all (`UpstreamError.timeout`, `.unreachable`). Live, scripted and simulated transports
/// implement it; retry, throttling and caching decorate it.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
