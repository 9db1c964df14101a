/// What the server watches and enforces beside answering: metrics, upstream health and the per-client rate limit
/// (none when `rateLimiter` is nil).
public struct ServerOperations: Sendable {
    public var metrics: ServerMetrics
    public var upstreams: UpstreamMonitor?
    public var rateLimiter: RateLimiter?

    public init(
        metrics: ServerMetrics = ServerMetrics(), upstreams: UpstreamMonitor? = nil, rateLimiter: RateLimiter? = nil
    ) {
        self.metrics = metrics
        self.upstreams = upstreams
        self.rateLimiter = rateLimiter
    }
}
