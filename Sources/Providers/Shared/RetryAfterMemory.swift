import Foundation
import NextStopCore

/// The pause each upstream host last asked for with a 429's `Retry-After` that the budget could not wait out,
/// remembered so that no call goes to the host before it passes.
///
/// A pause is cut to `longestPause`, whatever the host asked: an upstream that sends `Retry-After: 3600` (or a
/// date years away) is left alone for at most that long. When a pause ends, one call probes the host while the
/// others keep failing at once; the probe's outcome either ends the pause or starts a new one.
public final class RetryAfterMemory: Sendable {
    /// The longest pause, in seconds, unless a memory is given another.
    public static let standardLongestPause: Double = 300

    private enum Pause {
        case until(Date)
        /// The pause has passed and one call, sent at `since`, is finding out whether the host answers again.
        case probing(since: Date)
    }

    /// How long a probe may stay unanswered before another call may probe instead: the longest a call can take.
    private static let probeLifetime: Double = 60

    private let timeSource: any TimeSource
    /// The longest a host is left alone after one 429, in seconds.
    public let longestPause: Double
    private let pauses = LockedValue<[String: Pause]>([:])

    /// An empty memory, dated by `timeSource`, whose pauses last at most `longestPause` seconds.
    public init(longestPause: Double = standardLongestPause, timeSource: any TimeSource = SystemTimeSource()) {
        self.longestPause = longestPause
        self.timeSource = timeSource
    }

    /// Remembers that `host` asked for no calls during the next `seconds`, cut to `longestPause`.
    public func remember(_ seconds: Double, for host: String) {
        let until = timeSource.now().addingTimeInterval(pauseLength(seconds))
        pauses.withLock { pauses in
            if case .until(let earlier) = pauses[host], earlier > until { return }
            pauses[host] = .until(until)
        }
    }

    /// `seconds` as a pause: never negative, never past `longestPause`.
    public func pauseLength(_ seconds: Double) -> Double {
        seconds.isNaN ? 0 : min(max(0, seconds), longestPause)
    }

    /// The seconds left before `host` may be called again, or nil when this call may go: there is no pause, or the
    /// pause has passed and this call is the one probe.
    public func secondsLeft(for host: String) -> Double? {
        let now = timeSource.now()
        return pauses.withLock { pauses in
            switch pauses[host] {
            case nil:
                return nil
            case .until(let until) where until > now:
                return until.timeIntervalSince(now)
            case .probing(let since) where now.timeIntervalSince(since) < Self.probeLifetime:
                return 1
            case .until, .probing:
                pauses[host] = .probing(since: now)
                return nil
            }
        }
    }

    /// Ends `host`'s pause: a call reached it and was not refused with a new `Retry-After`.
    public func forget(_ host: String) {
        pauses.withLock { $0[host] = nil }
    }

    /// The hosts paused now, each with when its pause ends (a probing host's has ended).
    public func pausedHosts() -> [String: Date] {
        let now = timeSource.now()
        return pauses.withLock { pauses in
            pauses.compactMapValues { pause in
                if case .until(let until) = pause, until > now { return until }
                return nil
            }
        }
    }
}
