/// Everything that shapes how NextStop talks to upstream APIs; the defaults suit KMB and Citybus.
public struct UpstreamSettings: Sendable, Hashable {
    /// The most requests in flight to one host at once.
    public var maxConcurrentPerHost = 8
    /// The least time between the starts of two requests to one host, in seconds.
    public var minSpacing = 0.05
    /// Limits for particular hosts (by `HTTPRequest.hostKey`), overriding the two above.
    public var limitsByHost: [String: HostLimits] = [:]
    /// The most attempts for one request, counting the first.
    public var maxAttempts = 5
    /// The most attempts that may answer 403 before that answer is accepted (API-NOTES §Citybus 4).
    public var maxForbiddenAttempts = 3
    /// The backoff ceiling before the first retry, in seconds; it doubles with each retry.
    public var baseBackoff = 0.5
    /// The most the backoff ceiling grows to, in seconds.
    public var maxBackoff = 30.0
    /// The longest an upstream's `Retry-After` is honoured, in seconds.
    public var maxRetryAfter = 60.0
    /// The longest a host is left alone after a 429 whose `Retry-After` a call could not wait out, in seconds;
    /// then one probing call goes.
    public var longestPause = RetryAfterMemory.standardLongestPause
    /// Consecutive failed calls to a host that open its circuit, so later calls fail at once.
    public var circuitFailureThreshold = 3
    /// Seconds an open circuit waits before one probe call may test the host again.
    public var circuitCooldown = 15.0
    /// Whether GET responses are cached and identical concurrent GETs merged.
    public var cachesResponses = false
    /// The most responses cached.
    public var cacheCapacity = 2_048
    /// Seconds a cached response stays fresh.
    public var cacheTTL = 10.0

    /// Settings with every field at its default.
    public init() {}

    /// The limits for a host not named in `limitsByHost`.
    public var defaultHostLimits: HostLimits {
        HostLimits(maxConcurrent: maxConcurrentPerHost, minSpacing: minSpacing)
    }

    /// The retry rules these settings describe.
    public var retryPolicy: RetryPolicy {
        RetryPolicy(
            maxAttempts: maxAttempts, maxForbiddenAttempts: maxForbiddenAttempts, baseDelay: baseBackoff,
            maxDelay: maxBackoff, maxRetryAfter: maxRetryAfter
        )
    }
}
