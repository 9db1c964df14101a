import Foundation
import NextStopCore

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
    private let states: LockedValue<[String: UpstreamState]>

    /// Monitors `upstreams`, counting attempts in `metrics` and dating them by `timeSource`.
    public init(upstreams: [Upstream], metrics: ServerMetrics, timeSource: any TimeSource = SystemTimeSource()) {
        self.upstreams = upstreams
        self.metrics = metrics
        self.timeSource = timeSource
        states = LockedValue(Dictionary(uniqueKeysWithValues: upstreams.map { ($0.name, UpstreamState()) }))
    }

    public func upstreamAttempt(url: URL, _ attempt: UpstreamAttempt, seconds: Double) {
        let name = upstreams.first { url.absoluteString.hasPrefix($0.baseURL.absoluteString) }?.name ?? "other"
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
        return upstreams.map { ($0.name, states[$0.name] ?? UpstreamState()) }
    }
}
