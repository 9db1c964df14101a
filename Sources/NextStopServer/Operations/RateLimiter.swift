import Foundation
import NextStopCore

/// A token bucket per client: each request takes a token, tokens refill at the limit's rate up to its burst.
///
/// Memory stays bounded: when more than `maxClients` buckets are held, the full ones (idle clients) are dropped.
public final class RateLimiter: Sendable {
    private struct Bucket {
        var tokens: Double
        var updatedAt: Date
    }

    public let limit: RateLimit
    private let maxClients: Int
    private let timeSource: any TimeSource
    private let buckets = LockedValue<[String: Bucket]>([:])

    public init(limit: RateLimit, maxClients: Int = 10_000, timeSource: any TimeSource = SystemTimeSource()) {
        self.limit = limit
        self.maxClients = maxClients
        self.timeSource = timeSource
    }

    /// Takes a token for `client`: `nil` when the request may go ahead, else the seconds until a token is free.
    public func acquire(for client: String) -> Double? {
        let now = timeSource.now()
        let rate = limit.perMinute / 60
        return buckets.withLock { buckets in
            var bucket = buckets[client] ?? Bucket(tokens: limit.burst, updatedAt: now)
            bucket.tokens = min(limit.burst, bucket.tokens + max(0, now.timeIntervalSince(bucket.updatedAt)) * rate)
            bucket.updatedAt = now
            defer {
                buckets[client] = bucket
                if buckets.count > maxClients { Self.dropIdle(&buckets, now: now, limit: limit) }
            }
            guard bucket.tokens >= 1 else { return (1 - bucket.tokens) / rate }
            bucket.tokens -= 1
            return nil
        }
    }

    /// How many clients have a bucket.
    var trackedClients: Int { buckets.value.count }

    private static func dropIdle(_ buckets: inout [String: Bucket], now: Date, limit: RateLimit) {
        let rate = limit.perMinute / 60
        buckets = buckets.filter { _, bucket in
            bucket.tokens + now.timeIntervalSince(bucket.updatedAt) * rate < limit.burst
        }
    }
}

/// How many requests one client may make: `burst` at once, refilled at `perMinute`.
public struct RateLimit: Sendable, Hashable {
    public var perMinute: Double
    public var burst: Double

    /// A limit of `perMinute` requests a minute with bursts of up to `burst`.
    public init(perMinute: Double, burst: Double) {
        self.perMinute = perMinute
        self.burst = burst
    }

    /// Enough for a person refreshing a phone app, too little for a scraper: 300 a minute, bursts of 120.
    public static let standard = RateLimit(perMinute: 300, burst: 120)
}
