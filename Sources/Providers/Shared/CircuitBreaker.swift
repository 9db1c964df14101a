import Foundation
import NextStopCore

/// One circuit per upstream host: after `failureThreshold` consecutive failed calls it opens, and calls to the host
/// fail at once with `UpstreamError.notAnswering(since:)` until, a `cooldown` after it opened (or after the last
/// probe failed), a single probe is let through; the probe's success closes it.
///
/// A call answered with any status other than 5xx counts as a success: the host is up, whatever it said.
public final class CircuitBreaker: Sendable {
    /// What a caller may do now, as `permit(for:)` grants it.
    public enum Permit: Sendable, Hashable {
        /// The circuit is closed: call as usual.
        case call
        /// The circuit is half-open and this call is its one probe; its outcome must be recorded.
        case probe
    }

    private struct HostState: Sendable {
        var consecutiveFailures = 0
        var failingSince: Date?
        /// When the circuit last opened or a probe last failed; the cooldown runs from here.
        var openedAt: Date?
        var isProbing = false
    }

    /// Consecutive failed calls that open the circuit.
    public let failureThreshold: Int
    /// Seconds an open circuit waits before letting a probe through.
    public let cooldown: Double
    private let timeSource: any TimeSource
    private let hosts = LockedValue<[String: HostState]>([:])

    /// Circuits that open after `failureThreshold` failures and probe every `cooldown` seconds, timed by `timeSource`.
    public init(failureThreshold: Int = 3, cooldown: Double = 15, timeSource: any TimeSource = SystemTimeSource()) {
        self.failureThreshold = max(1, failureThreshold)
        self.cooldown = cooldown
        self.timeSource = timeSource
    }

    /// Whether `host` may be called now; throws `UpstreamError.notAnswering(since:)` while its circuit is open.
    public func permit(for host: String) throws -> Permit {
        let now = timeSource.now()
        return try hosts.withLock { hosts in
            var state = hosts[host, default: HostState()]
            guard let openedAt = state.openedAt, let since = state.failingSince else { return .call }
            guard !state.isProbing, now.timeIntervalSince(openedAt) >= cooldown else {
                throw UpstreamError.notAnswering(since: since)
            }
            state.isProbing = true
            hosts[host] = state
            return .probe
        }
    }

    /// Records that a call to `host` was answered.
    public func recordSuccess(for host: String) {
        hosts.withLock { $0[host] = nil }
    }

    /// Records that a call to `host` failed (a timeout, no connection, a 5xx).
    public func recordFailure(for host: String) {
        let now = timeSource.now()
        hosts.withLock { hosts in
            var state = hosts[host, default: HostState()]
            state.consecutiveFailures += 1
            state.failingSince = state.failingSince ?? now
            if state.isProbing || state.consecutiveFailures >= failureThreshold { state.openedAt = now }
            state.isProbing = false
            hosts[host] = state
        }
    }

    /// Records that a call granted `permit` ended without an outcome (cancelled), so another probe may go.
    public func recordAbandoned(_ permit: Permit, for host: String) {
        guard permit == .probe else { return }
        hosts.withLock { $0[host]?.isProbing = false }
    }

}
