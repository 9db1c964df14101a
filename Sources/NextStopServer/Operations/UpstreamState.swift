import Foundation

/// What the monitor knows of one upstream.
public struct UpstreamState: Sendable, Hashable {
    /// When the last good answer (a 2xx that reads as what it claims) came.
    public var lastSuccessAt: Date?
    /// When the last attempt failed or was malformed.
    public var lastFailureAt: Date?
    public var consecutiveFailures = 0
    /// Attempts and bad ones over the last five minutes.
    public var recent = RecentAttempts()

    /// Attempts in the window below which a bad share says too little to call the upstream failing.
    public static let minimumAttemptsForShare = 5

    /// Failing once the last `UpstreamMonitor.failingAfter` attempts all failed, or once most of the last five
    /// minutes' attempts (at least `minimumAttemptsForShare` of them) failed or were malformed.
    public func isFailing(at now: Date) -> Bool {
        if consecutiveFailures >= UpstreamMonitor.failingAfter { return true }
        guard recent.attempts(at: now) >= Self.minimumAttemptsForShare, let share = recent.badShare(at: now) else {
            return false
        }
        return share > 0.5
    }
}
