import Foundation

/// A departure of the board with what the agency's trip updates say of it.
public struct LiveDeparture: Sendable, Hashable {
    public let scheduled: Arrival
    /// When it is expected to leave, once a prediction reaches this stop; nil without one.
    public let expected: Date?
    /// Seconds late at this stop (negative when early); nil without a prediction.
    public let delay: Int?
    /// The trip's instance is cancelled.
    public let isCanceled: Bool
    /// The vehicle will not stop here.
    public let isSkipped: Bool

    /// The time riders should go by: the expected one when known.
    public var leaves: Date { expected ?? scheduled.departure }
}

extension GTFSFeed {
    /// How far back the timetable is read for trips so late that they still lie ahead.
    static let latenessLookback: TimeInterval = 90 * 60
    /// More than leave the busiest stop in that time.
    static let earlierDepartures = 1_000

    /// The next `limit` departures from any of `stopIDs` as they run now: the timetable's, made live by `realtime` as
    /// GTFS-Realtime specifies. An update is matched by `trip_id` and service date (any date when the feed gives
    /// none); a stop's own prediction wins, else the delay of the nearest earlier stop that has one is carried to it
    /// (through skipped stops, not past one with no data), else the trip's own delay. Cancelled instances and
    /// skipped stops stay on the board, marked. A late departure is kept while it still lies ahead.
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
        let thisMinute = instant.addingTimeInterval(-59)
        return candidates.map { live($0, updates: updates[$0.tripID] ?? []) }
            .filter { $0.leaves >= thisMinute }
            .sorted { ($0.leaves, $0.scheduled.tripID) < ($1.leaves, $1.scheduled.tripID) }
            .prefix(limit).map { $0 }
    }

    private func live(_ departure: Arrival, updates: [TripUpdates.Update]) -> LiveDeparture {
        let update =
            updates.first { $0.startDate == departure.serviceDate } ?? updates.first { $0.startDate == nil }
        guard let update else { return LiveDeparture(departure, delay: nil) }
        if update.relationship == .canceled { return LiveDeparture(departure, delay: nil, canceled: true) }
        let trip = stopTimes(ofTripAt: departure.tripIndex)
        guard let here = trip.firstIndex(where: { $0.stopSequence == departure.stopSequence }) else {
            return LiveDeparture(departure, delay: update.delay)
        }
        var position = 0
        var carried: TripUpdates.StopUpdate?
        for stop in update.stops {
            // A stop update names its stop by sequence, else by id from where the previous one was found.
            let found =
                stop.stopSequence.flatMap { sequence in trip.firstIndex { $0.stopSequence == sequence } }
                ?? stop.stopID.flatMap { id in trip[position...].firstIndex { $0.stopID == id } }
            guard let found, found <= here else { if found != nil { break } else { continue } }
            position = found
            if found == here {
                if stop.relationship == .skipped { return LiveDeparture(departure, delay: nil, skipped: true) }
                carried = stop
                break
            }
            if stop.relationship != .skipped { carried = stop }
        }
        guard let carried else { return LiveDeparture(departure, delay: update.delay) }
        guard carried.relationship == .scheduled,
            let at = trip.firstIndex(where: { $0.stopSequence == carried.stopSequence })
                ?? trip.firstIndex(where: { $0.stopID == carried.stopID })
        else { return LiveDeparture(departure, delay: nil) }
        return LiveDeparture(departure, delay: delay(of: carried, at: trip[at], on: departure.serviceDate))
    }

    /// The stop update's delay: its departure's, else its arrival's, each given or worked out from its time.
    private func delay(of update: TripUpdates.StopUpdate, at stop: StopTime, on date: ServiceDate) -> Int? {
        func seconds(_ prediction: TripUpdates.Prediction?, _ scheduled: ServiceTime) -> Int? {
            guard let prediction else { return nil }
            return prediction.delay
                ?? prediction.time.map { Int($0.timeIntervalSince(instant(of: scheduled, on: date)).rounded()) }
        }
        return seconds(update.departure, stop.departure) ?? seconds(update.arrival, stop.arrival)
    }
}

extension LiveDeparture {
    fileprivate init(_ departure: Arrival, delay: Int?, canceled: Bool = false, skipped: Bool = false) {
        self.init(
            scheduled: departure, expected: delay.map { departure.departure.addingTimeInterval(Double($0)) },
            delay: delay, isCanceled: canceled, isSkipped: skipped)
    }
}
