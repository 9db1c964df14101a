import Foundation
import NextStopCore

/// The docks every request answers from: the last good snapshot, replaced by each successful refresh and kept
/// through failed ones, so an outage shows old counts with their age rather than an empty map.
public final class DockFeed: Sendable {
    /// Counts older than this are stale even if no refresh has failed (a poller that stopped), unless the system is
    /// polled less often: then three polls' time.
    public static let staleAfter: TimeInterval = 90

    private struct State {
        var snapshot: DockSnapshot?
        /// Why the newest refresh failed; nil once one succeeds.
        var failure: String?
        var staleAfter = DockFeed.staleAfter
    }

    private let state: LockedValue<State>

    /// A feed starting from `snapshot` (the copy kept on disk), or from nothing.
    public init(snapshot: DockSnapshot? = nil) {
        state = LockedValue(State(snapshot: snapshot))
    }

    /// The snapshot being served, or nil before any fetch succeeded.
    public var snapshot: DockSnapshot? { state.value.snapshot }

    /// Serves `snapshot`, polled every `interval` seconds, from now on. An empty one is a failure, never a
    /// replacement: the map is never emptied. Returns whether it was installed.
    @discardableResult
    public func install(_ snapshot: DockSnapshot, polledEvery interval: TimeInterval = 30) -> Bool {
        guard !snapshot.docks.isEmpty else {
            recordFailure("the system listed no docks")
            return false
        }
        state.withLock { $0 = State(snapshot: snapshot, staleAfter: max(Self.staleAfter, 3 * interval)) }
        return true
    }

    /// Notes that a refresh failed; the snapshot being served stays.
    public func recordFailure(_ reason: String) {
        state.withLock { $0.failure = reason }
    }

    /// How the counts served at `now` stand, or nil when there are none.
    public func status(at now: Date) -> DockFeedStatus? {
        let current = state.value
        guard let snapshot = current.snapshot else { return nil }
        let age = max(0, now.timeIntervalSince(snapshot.fetchedAt))
        return DockFeedStatus(
            fetchedAt: snapshot.fetchedAt, ageSeconds: Int(age), stale: current.failure != nil || age > current.staleAfter,
            frozen: snapshot.freshness.isFrozen, failure: current.failure,
            alerts: snapshot.alerts.filter { $0.isActive(at: now) })
    }
}

/// The state of the counts an answer is given from.
public struct DockFeedStatus: Sendable, Hashable {
    /// When the counts were fetched.
    public var fetchedAt: Date
    /// Seconds since then.
    public var ageSeconds: Int
    /// True when the newest refresh failed or the counts are older than `DockFeed.staleAfter`.
    public var stale: Bool
    /// True when the system's counts had stopped moving (`FeedFreshness`).
    public var frozen: Bool
    /// Why the newest refresh failed, if it did.
    public var failure: String?
    /// What the system says of itself that is in force now.
    public var alerts: [BikeSystemAlert]

    public init(
        fetchedAt: Date, ageSeconds: Int = 0, stale: Bool = false, frozen: Bool = false, failure: String? = nil,
        alerts: [BikeSystemAlert] = []
    ) {
        self.fetchedAt = fetchedAt
        self.ageSeconds = ageSeconds
        self.stale = stale
        self.frozen = frozen
        self.failure = failure
        self.alerts = alerts
    }
}
