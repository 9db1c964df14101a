import NextStopCore

/// The transport every upstream client uses: the live transport (observed, when an observer is given), throttled
/// per host, retried within each request's budget, guarded by a circuit and remembered `Retry-After` per host, and
/// optionally cached, composed in that order from one `UpstreamSettings`.
///
/// Retry sits outside the throttle, so each attempt waits its turn and a backoff holds no slot; the guard sits
/// outside retry, so it judges whole calls; the cache sits outermost, so a hit or a merged call costs nothing.
public struct TransportStack: HTTPTransport {
    /// The settings the stack was built from.
    public let settings: UpstreamSettings
    /// The per-host throttle every attempt passes through.
    public let throttle: HostThrottle
    /// The retrying layer, whose `statistics` count retries.
    public let retrying: RetryingTransport
    /// The guard holding each host's circuit and remembered `Retry-After`.
    public let guarded: GuardedTransport
    /// The cache, when `settings.cachesResponses` is on.
    public let caching: CachingTransport?
    private let outermost: any HTTPTransport

    /// Wraps `live` as `settings` say; waits and cache ages go through `timeSource`, backoff draws from `jitter`,
    /// `observer` hears of every attempt that reaches the live transport, and the guard remembers `Retry-After`s in
    /// `retryAfterMemory` (a fresh one when nil), which health reports may read.
    public init(
        live: any HTTPTransport,
        settings: UpstreamSettings = UpstreamSettings(),
        observer: (any UpstreamObserver)? = nil,
        retryAfterMemory: RetryAfterMemory? = nil,
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
        guarded = GuardedTransport(
            base: retrying,
            circuit: CircuitBreaker(
                failureThreshold: settings.circuitFailureThreshold, cooldown: settings.circuitCooldown,
                timeSource: timeSource
            ),
            retryAfterMemory: retryAfterMemory ?? RetryAfterMemory(longestPause: settings.longestPause, timeSource: timeSource),
            timeSource: timeSource
        )
        caching =
            settings.cachesResponses
            ? CachingTransport(
                base: guarded, capacity: settings.cacheCapacity, ttl: settings.cacheTTL, timeSource: timeSource
            )
            : nil
        outermost = caching ?? guarded
    }

    /// How many retries and waits the stack has made so far.
    public var retryStatistics: RetryStatistics { retrying.statistics }

    /// Sends `request` through the cache (if on), guard, retry, throttle and live transport, in that order.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await outermost.send(request)
    }
}
