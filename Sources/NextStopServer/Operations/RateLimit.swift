import Foundation

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
