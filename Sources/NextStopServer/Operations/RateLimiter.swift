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
    /// Requests admitted per client since `takeAdmitted()` was last called, for a cluster's tally.
    private let admitted = LockedValue<[String: Int]>([:])

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
            var bucket = refilled(buckets[client], at: now)
            defer {
                buckets[client] = bucket
                if buckets.count > maxClients { Self.dropIdle(&buckets, now: now, limit: limit) }
            }
            guard bucket.tokens >= 1 else { return (1 - bucket.tokens) / rate }
            bucket.tokens -= 1
            admitted.withLock { $0[client, default: 0] += 1 }
            return nil
        }
    }

    /// The requests admitted per client since the last call, and a fresh count from now on.
    public func takeAdmitted() -> [String: Int] {
        admitted.withLock { admitted in
            defer { admitted = [:] }
            return admitted
        }
    }

    /// Takes `requests` tokens from `client`'s bucket for requests it made to other servers: below zero, it waits
    /// until the refill covers them.
    public func charge(_ requests: Int, to client: String) {
        guard requests > 0 else { return }
        let now = timeSource.now()
        buckets.withLock { buckets in
            var bucket = refilled(buckets[client], at: now)
            bucket.tokens = max(-limit.burst, bucket.tokens - Double(requests))
            buckets[client] = bucket
        }
    }

    /// A client's bucket (a full one for a new client) with the tokens refilled since it was last used.
    private func refilled(_ bucket: Bucket?, at now: Date) -> Bucket {
        guard var bucket else { return Bucket(tokens: limit.burst, updatedAt: now) }
        let rate = limit.perMinute / 60
        bucket.tokens = min(limit.burst, bucket.tokens + max(0, now.timeIntervalSince(bucket.updatedAt)) * rate)
        bucket.updatedAt = now
        return bucket
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
