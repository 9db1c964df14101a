import NextStopCore

/// The transport every upstream client uses: the live transport (observed, when an observer is given), throttled
/// per host, retried, and optionally cached, composed in that order from one `UpstreamSettings`.
///
/// Retry sits outside the throttle, so each attempt waits its turn and a backoff holds no slot; the cache sits
/// outermost, so a hit or a merged call costs no slot and no retry.
public struct TransportStack: HTTPTransport {
    /// The settings the stack was built from.
    public let settings: UpstreamSettings
    /// The per-host throttle every attempt passes through.
    public let throttle: HostThrottle
    /// The retrying layer, whose `statistics` count retries.
    public let retrying: RetryingTransport
    /// The cache, when `settings.cachesResponses` is on.
    public let caching: CachingTransport?
    private let outermost: any HTTPTransport

    /// Wraps `live` as `settings` say; waits and cache ages go through `timeSource`, backoff draws from `jitter`,
    /// and `observer` hears of every attempt that reaches the live transport.
    public init(
        live: any HTTPTransport,
        settings: UpstreamSettings = UpstreamSettings(),
        observer: (any UpstreamObserver)? = nil,
        timeSource: any TimeSource = SystemTimeSource(),
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        let live = observer.map { ObservedTransport(base: live, observer: $0, timeSource: timeSource) } ?? live
        self.settings = settings
        throttle = HostThrottle(
            defaultLimits: settings.defaultHostLimits, limitsByHost: settings.limitsByHost, timeSource: timeSource
        )
        retrying = RetryingTransport(
            base: ThrottlingTransport(base: live, throttle: throttle), policy: settings.retryPolicy,
            timeSource: timeSource, jitter: jitter
        )
        caching =
            settings.cachesResponses
            ? CachingTransport(
                base: retrying, capacity: settings.cacheCapacity, ttl: settings.cacheTTL, timeSource: timeSource
            )
            : nil
        outermost = caching ?? retrying
    }

    /// How many retries and waits the stack has made so far.
    public var retryStatistics: RetryStatistics { retrying.statistics }

    /// Sends `request` through the cache (if on), retry, throttle and live transport, in that order.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await outermost.send(request)
    }
}
