import Foundation
import NextStopCore

/// A bus the operators reported coming to a stop, as a GTFS-Realtime trip update of `BusGTFSFeed`'s trips: the
/// variant's trip, unscheduled (the static feed's trips run by frequency, not exact times) and started when the
/// templated times say a bus due then left its first stop, with the one stop and its expected arrival.
public struct BusTripUpdate: Sendable, Hashable {
    /// Unique in a feed: the trip, the stop and the operator's `eta_seq`.
    public var entityID: String
    public var tripID: String
    public var routeID: String
    /// `YYYYMMDD` and `HH:MM:SS` in Hong Kong, as GTFS-Realtime identifies a frequency-based trip's instance.
    public var startDate: String
    public var startTime: String
    public var stopID: String
    /// The stop's `stop_sequence` in the static feed.
    public var stopSequence: Int
    public var arrival: Date
    /// When the operator's answer was fetched.
    public var fetchedAt: Date
}

extension BusGTFSTemplate {
    /// The trip updates of `reported` arrivals: those with a time, of a variant and stop the feed has.
    public func tripUpdates(from reported: [(arrival: UpstreamArrival, fetchedAt: Date)]) -> [BusTripUpdate] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Hong_Kong") ?? .current
        return reported.compactMap { arrival, fetchedAt in
            let key = RouteKey(
                company: arrival.company, route: arrival.route, direction: arrival.direction,
                serviceType: arrival.serviceType)
            guard let eta = arrival.eta, let plan = plansByKey[key],
                let index = plan.placedIndexBySequence[arrival.sequence]
            else { return nil }
            let start = eta.addingTimeInterval(-Double(plan.offsets[index]))
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: start)
            let stop = plan.stops[index]
            return BusTripUpdate(
                entityID: "\(plan.tripID)-\(stop.id)-\(arrival.etaSequence)", tripID: plan.tripID, routeID: plan.routeID,
                startDate: String(format: "%04d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0),
                startTime: String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0),
                stopID: stop.id, stopSequence: index + 1, arrival: eta, fetchedAt: fetchedAt)
        }
        .sorted { ($0.tripID, $0.arrival, $0.entityID) < ($1.tripID, $1.arrival, $1.entityID) }
    }
}
