/// What the server watches and enforces beside answering: metrics, upstream health, the dataset's age and the
/// per-client rate limit (none when `rateLimiter` is nil).
public struct ServerOperations: Sendable {
    public var metrics: ServerMetrics
    public var upstreams: UpstreamMonitor?
    public var dataset: DatasetInfo?
    public var rateLimiter: RateLimiter?

    public init(
        metrics: ServerMetrics = ServerMetrics(), upstreams: UpstreamMonitor? = nil, dataset: DatasetInfo? = nil,
        rateLimiter: RateLimiter? = nil
    ) {
        self.metrics = metrics
        self.upstreams = upstreams
        self.dataset = dataset
        self.rateLimiter = rateLimiter
    }
}
