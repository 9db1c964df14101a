import Foundation

/// A departure of the board with what the agency's trip updates say of it.
public struct LiveDeparture: Sendable, Hashable {
    /// The departure as timetabled; for a trip the agency added (`isAdded`), as its update predicts it.
    public let scheduled: Arrival
    /// When it is expected to leave, once a prediction reaches this stop; nil without one.
    public let expected: Date?
    /// Seconds late at this stop (negative when early); nil without a prediction.
    public let delay: Int?
    /// The trip's instance is cancelled.
    public let isCanceled: Bool
    /// The vehicle will not stop here.
    public let isSkipped: Bool
    /// A trip the timetable does not have (GTFS-Realtime `ADDED`).
    public let isAdded: Bool

    /// The time riders should go by: the expected one when known.
    public var leaves: Date { expected ?? scheduled.departure }
}

extension GTFSFeed {
    /// How far back the timetable is read for trips so late that they still lie ahead.
    static let latenessLookback: TimeInterval = 90 * 60
    /// More than leave the busiest stop in that time.
    static let earlierDepartures = 1_000

    /// The next `limit` departures from any of `stopIDs` as they run now: the timetable's, made live by `realtime` as
    /// GTFS-Realtime specifies (`delays(along:update:on:)`), with the trips the agency added. An update is matched by
    /// `trip_id` and service date (any date when the feed gives none). Cancelled instances and skipped stops stay on
    /// the board, marked. A late departure is kept while it still lies ahead.
    /// Throws `FeedQueryError.unknownStop`.
    public func liveDepartures(
        from stopIDs: [String], at instant: Date, limit: Int = 10, realtime: TripUpdates
    ) throws(FeedQueryError) -> [LiveDeparture] {
        let updates = realtime.updatesByTrip
        // Departures timetabled before now can only still be ahead when an update speaks of their trip.
        let earlier = try departures(
            from: stopIDs, at: instant.addingTimeInterval(-Self.latenessLookback), limit: Self.earlierDepartures
        ).filter { $0.departure < instant && updates[$0.tripID] != nil }
        let candidates = try earlier + departures(from: stopIDs, at: instant, limit: limit)
        let added = try addedDepartures(from: stopIDs, realtime: realtime)
        let thisMinute = instant.addingTimeInterval(-59)
        return (candidates.map { live($0, updates: updates[$0.tripID] ?? []) } + added)
            .filter { $0.leaves >= thisMinute }
            .sorted { ($0.leaves, $0.scheduled.tripID) < ($1.leaves, $1.scheduled.tripID) }
            .prefix(limit).map { $0 }
    }

    /// The update of `departure`'s instance among its trip's `updates`: the one of its service date, else one
    /// giving none.
    func update(of departure: Arrival, among updates: [TripUpdates.Update]) -> TripUpdates.Update? {
        updates.first { $0.startDate == departure.serviceDate } ?? updates.first { $0.startDate == nil }
    }

    private func live(_ departure: Arrival, updates: [TripUpdates.Update]) -> LiveDeparture {
        guard let update = update(of: departure, among: updates), let tripIndex = departure.tripIndex else {
            return LiveDeparture(departure, delay: nil)
        }
        if update.relationship == .canceled { return LiveDeparture(departure, delay: nil, canceled: true) }
        let trip = stopTimes(ofTripAt: tripIndex)
        guard let here = trip.firstIndex(where: { $0.stopSequence == departure.stopSequence }) else {
            return LiveDeparture(departure, delay: update.delay)
        }
        switch delays(along: trip, update: update, on: departure.serviceDate)[here] {
        case .delay(let seconds): return LiveDeparture(departure, delay: seconds)
        case .skipped: return LiveDeparture(departure, delay: nil, skipped: true)
        case .unknown: return LiveDeparture(departure, delay: nil)
        }
    }
}

extension LiveDeparture {
    init(_ departure: Arrival, delay: Int?, canceled: Bool = false, skipped: Bool = false) {
        self.init(
            scheduled: departure, expected: delay.map { departure.departure.addingTimeInterval(Double($0)) },
            delay: delay, isCanceled: canceled, isSkipped: skipped, isAdded: false)
    }
}
