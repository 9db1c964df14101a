import Foundation
import NextStopCore
import Providers

/// Follows every attempt at each named upstream: counts it in the metrics and keeps the state `/healthz` reports.
public final class UpstreamMonitor: UpstreamObserver, Sendable {
    /// An upstream API as the monitor names it, recognised by the base URL its requests start with.
    public struct Upstream: Sendable {
        public var name: String
        public var baseURL: URL

        public init(name: String, baseURL: URL) {
            self.name = name
            self.baseURL = baseURL
        }
    }

    /// Consecutive failed attempts after which an upstream counts as failing.
    public static let failingAfter = 3

    private let upstreams: [Upstream]
    private let metrics: ServerMetrics
    private let timeSource: any TimeSource
    private let pauses: RetryAfterMemory?
    private let states: LockedValue<[String: UpstreamState]>

    /// Monitors `upstreams`, counting attempts in `metrics` and dating them by `timeSource`; `pauses` is the
    /// `Retry-After` memory of the transport they are called through, read to tell which upstream is paused.
    public init(
        upstreams: [Upstream], metrics: ServerMetrics, timeSource: any TimeSource = SystemTimeSource(),
        pauses: RetryAfterMemory? = nil
    ) {
        self.upstreams = upstreams
        self.metrics = metrics
        self.timeSource = timeSource
        self.pauses = pauses
        states = LockedValue(Dictionary(uniqueKeysWithValues: upstreams.map { ($0.name, UpstreamState()) }))
    }

    public func upstreamAttempt(url: URL, _ attempt: UpstreamAttempt, seconds: Double) {
        // The longest base that matches: upstreams may share a host (the simulator serves them all on one).
        let name =
            upstreams.filter { url.absoluteString.hasPrefix($0.baseURL.absoluteString) }
            .max { $0.baseURL.absoluteString.count < $1.baseURL.absoluteString.count }?.name ?? "other"
        let outcome =
            switch attempt {
            case .answered(let status): String(status)
            case .malformed: "malformed"
            case .noAnswer: "error"
            }
        metrics.recordUpstreamAttempt(upstream: name, outcome: outcome, seconds: seconds)
        let now = timeSource.now()
        states.withLock { states in
            var state = states[name] ?? UpstreamState()
            state.recent.record(good: attempt.isGood, at: now)
            if attempt.isGood {
                state.lastSuccessAt = now
                state.consecutiveFailures = 0
            } else {
                state.lastFailureAt = now
                state.consecutiveFailures += 1
            }
            states[name] = state
        }
    }

    /// Each upstream's state, in the order the monitor was given them.
    public var snapshot: [(name: String, state: UpstreamState)] {
        let states = states.value
        return upstreams.map { upstream in
            var state = states[upstream.name] ?? UpstreamState()
            state.pausedForSeconds = upstream.baseURL.host.flatMap { pauses?.secondsLeft(for: $0) }
            return (upstream.name, state)
        }
    }
}

/// What the monitor knows of one upstream.
public struct UpstreamState: Sendable, Hashable {
    /// When the last good answer (a 2xx that reads as what it claims) came.
    public var lastSuccessAt: Date?
    /// When the last attempt failed or was malformed.
    public var lastFailureAt: Date?
    public var consecutiveFailures = 0
    /// Attempts and bad ones over the last five minutes.
    public var recent = RecentAttempts()
    /// Seconds left of a `Retry-After` pause during which no call goes to the upstream; nil when not paused.
    public var pausedForSeconds: Double?

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
