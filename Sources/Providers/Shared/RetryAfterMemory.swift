import Foundation
import NextStopCore

/// The `Retry-After` each upstream host last asked for and the budget could not wait out, remembered so that no
/// call goes to the host before it passes.
public final class RetryAfterMemory: Sendable {
    private let timeSource: any TimeSource
    private let untilByHost = LockedValue<[String: Date]>([:])

    /// An empty memory, dated by `timeSource`.
    public init(timeSource: any TimeSource = SystemTimeSource()) {
        self.timeSource = timeSource
    }

    /// Remembers that `host` asked for no calls during the next `seconds`.
    public func remember(_ seconds: Double, for host: String) {
        let until = timeSource.now().addingTimeInterval(seconds)
        untilByHost.withLock { $0[host] = max(until, $0[host] ?? until) }
    }

    /// The seconds left before `host` may be called again, or nil when it may be called now.
    public func secondsLeft(for host: String) -> Double? {
        let now = timeSource.now()
        return untilByHost.withLock { untilByHost in
            guard let until = untilByHost[host] else { return nil }
            guard until > now else {
                untilByHost[host] = nil
                return nil
            }
            return until.timeIntervalSince(now)
        }
    }
}
