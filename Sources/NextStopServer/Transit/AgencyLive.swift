import Foundation
import GTFS
import NextStopCore

/// One agency's timetable and what its GTFS-Realtime feeds last said, shared by its one poller and every answer.
/// Each feed is kept until a newer one comes, so a failing feed costs its own part only, marked stale.
public final class AgencyLive: Sendable {
    /// Everything an answer reads, taken at once.
    public struct Snapshot: Sendable {
        public var timetable: GTFSFeed?
        public var tripUpdates: TripUpdates?
        public var alerts: AlertsSnapshot?
        public var vehicles: VehiclePositions?
        /// When the trip updates were last fetched.
        public var fetchedAt: Date?
        /// Why the last poll of a feed failed, until one succeeds.
        public var failure: String?
        /// Seconds between polls.
        public var interval: TimeInterval
    }

    /// How an answer judges the trip updates' age.
    public struct Freshness: Sendable, Hashable {
        /// Seconds since the older of the fetch and the feed's own timestamp.
        public var ageSeconds: Int
        /// Older than three polls' time (and at least two minutes): shown, but marked.
        public var stale: Bool
    }

    private let state: LockedValue<Snapshot>

    public init(interval: TimeInterval = 30) {
        state = LockedValue(Snapshot(interval: interval))
    }

    public var snapshot: Snapshot { state.withLock { $0 } }

    func install(timetable: GTFSFeed) { state.withLock { $0.timetable = timetable } }

    func install(tripUpdates: TripUpdates, fetchedAt: Date) {
        state.withLock {
            $0.tripUpdates = tripUpdates
            $0.fetchedAt = fetchedAt
            $0.failure = nil
        }
    }

    func install(alerts: AlertsSnapshot) { state.withLock { $0.alerts = alerts } }

    func install(vehicles: VehiclePositions) { state.withLock { $0.vehicles = vehicles } }

    func recordFailure(_ reason: String) { state.withLock { $0.failure = reason } }
}

extension AgencyLive.Snapshot {
    /// The trip updates' age at `now`; nil before the first.
    public func freshness(at now: Date) -> AgencyLive.Freshness? {
        guard let fetchedAt else { return nil }
        let asOf = min(fetchedAt, tripUpdates?.timestamp ?? fetchedAt)
        let age = max(0, Int(now.timeIntervalSince(asOf)))
        return AgencyLive.Freshness(ageSeconds: age, stale: Double(age) > max(120, 3 * interval))
    }
}
