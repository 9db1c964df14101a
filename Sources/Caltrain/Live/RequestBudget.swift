import Foundation

/// How many requests one API key may still send: at most `limit` in any rolling hour, fewer when the upstream's
/// `RateLimit-Remaining` says so, none while a 429's `Retry-After` runs. Shared by every endpoint of the key.
public struct RequestBudget: Sendable {
    /// Requests allowed per rolling window.
    public let limit: Int
    /// The window, in seconds.
    public let window: TimeInterval
    private var sent: [Date] = []
    private var pausedUntil: Date?
    /// What the upstream last said remains, and until when that count holds.
    private var reported: (count: Int, until: Date)?

    /// A budget of `limit` requests per `window` seconds (511: 60 an hour per key, API-NOTES §Caltrain 8).
    public init(limit: Int = 60, window: TimeInterval = 3_600) {
        self.limit = max(0, limit)
        self.window = window
    }

    /// Whether a request may go out at `now`.
    public func allows(at now: Date) -> Bool {
        if let pausedUntil, now < pausedUntil { return false }
        if let reported, now < reported.until, reported.count <= 0 { return false }
        return sentCount(at: now) < limit
    }

    /// Counts a request sent at `now`.
    public mutating func spend(at now: Date) {
        sent.removeAll { $0 <= now.addingTimeInterval(-window) }
        sent.append(now)
        if let current = reported { reported = (current.count - 1, current.until) }
    }

    /// Takes in what the upstream said: its `RateLimit-Remaining`, and for a 429 its `Retry-After` (a minute
    /// when it gave none).
    public mutating func observe(remaining: Int?, rateLimitedFor retryAfter: TimeInterval?, isRateLimited: Bool, at now: Date) {
        if let remaining {
            // The upstream's window is not published; assume its count holds until ours would have refilled.
            reported = (remaining, (sent.first ?? now).addingTimeInterval(window))
        }
        if isRateLimited {
            pausedUntil = now.addingTimeInterval(max(1, retryAfter ?? 60))
        }
    }

    /// Requests sent in the window ending at `now`.
    public func sentCount(at now: Date) -> Int {
        sent.filter { $0 > now.addingTimeInterval(-window) }.count
    }
}
