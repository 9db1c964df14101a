import Foundation

/// What the monitor knows of one upstream.
public struct UpstreamState: Sendable, Hashable {
    public var lastSuccessAt: Date?
    public var lastFailureAt: Date?
    public var consecutiveFailures = 0

    /// Failing once the last `UpstreamMonitor.failingAfter` attempts all failed.
    public var isFailing: Bool { consecutiveFailures >= UpstreamMonitor.failingAfter }
}
