import NextStopCore

/// What the server watches and enforces beside answering: metrics, upstream health, the per-client rate limit (none
/// when `rateLimiter` is nil), the server-wide cap on wrong link attempts and the favourites database's health.
public struct ServerOperations: Sendable {
    public var metrics: ServerMetrics
    public var upstreams: UpstreamMonitor?
    /// The favourites database when it is a server of its own (PostgreSQL); nil for the embedded SQLite file.
    public var database: (any DatabaseHealth)?
    /// The upstream answers shared with the other servers of a cluster; nil for a server on its own.
    public var polling: (any UpstreamShare)?
    public var rateLimiter: RateLimiter?
    /// Wrong link codes or secrets the whole server accepts in any 60 seconds.
    public var linkFailuresPerMinute: Int
    /// The reverse proxies whose forwarding headers name the real client; none by default.
    public var trustedProxies = TrustedProxies.none
    /// Origins besides the server's own whose pages may write with the visitor's cookie (`https://app.example`).
    public var allowedOrigins: Set<String> = []
    /// New copies of kept datasets refused as much less complete than the kept ones; each degrades `/healthz`.
    public var datasetRejections = DatasetRejections()

    public init(
        metrics: ServerMetrics = ServerMetrics(), upstreams: UpstreamMonitor? = nil, rateLimiter: RateLimiter? = nil,
        linkFailuresPerMinute: Int = LinkAttemptGuard.defaultFailuresPerMinute
    ) {
        self.metrics = metrics
        self.upstreams = upstreams
        self.rateLimiter = rateLimiter
        self.linkFailuresPerMinute = linkFailuresPerMinute
    }
}
