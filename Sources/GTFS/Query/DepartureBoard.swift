import Foundation

/// One departure on a board: which trip leaves which platform when, on which service date.
public struct Arrival: Sendable, Hashable {
    /// The trip's position in `GTFSFeed.trips`; nil for a trip the timetable does not have (GTFS-Realtime `ADDED`).
    public let tripIndex: Int?
    /// `trip_id`.
    public let tripID: String
    /// `route_id`.
    public let routeID: String
    /// `route_short_name`.
    public let routeShortName: String?
    /// `route_long_name`.
    public let routeLongName: String?
    /// `stop_headsign` of this stop, else the trip's `trip_headsign`.
    public let headsign: String?
    /// The public trip or train number: `trip_short_name`, else `trip_id`.
    public let tripNumber: String
    /// The service date the trip runs on (yesterday's for a trip past 24:00).
    public let serviceDate: ServiceDate
    /// When it leaves.
    public let departure: Date
    /// The departure as GTFS writes it (may be past 24:00).
    public let scheduledTime: ServiceTime
    /// The platform or stop it leaves from (`stop_id`).
    public let stopID: String
    /// `stop_sequence` of this stop on the trip.
    public let stopSequence: Int
    /// `direction_id` of the trip.
    public let directionID: Int?
}

extension GTFSFeed {
    /// The next `limit` departures from stop `stopID` (a station covers its platforms) at or after `instant`,
    /// sorted by time, merging trips of earlier service dates still running past 24:00 with today's and tomorrow's.
    /// Stops where boarding is not allowed, and each trip's last stop, are left out.
    /// Throws `FeedQueryError.unknownStop`.
    public func departures(from stopID: String, at instant: Date, limit: Int = 10) throws(FeedQueryError) -> [Arrival] {
        try departures(from: [stopID], at: instant, limit: limit)
    }

    /// The next `limit` departures from any of `stopIDs` (stations cover their platforms) at or after `instant`.
    /// Throws `FeedQueryError.unknownStop`.
    public func departures(from stopIDs: [String], at instant: Date, limit: Int = 10) throws(FeedQueryError) -> [Arrival] {
        let stopIndexes = try servedStopIndexes(stopIDs)
        let flags = stopTimes.flags
        let visits = upcomingVisits(atStops: stopIndexes, from: instant, limit: limit) { row in
            flags[Int(row)] & StopTimeTable.canBoard != 0 ? row : nil
        }
        return visits.map(departure(of:))
    }

    private func departure(of visit: DatedVisit) -> Arrival {
        let row = Int(visit.row)
        let tripIndex = Int(stopTimes.rowTrip[row])
        let trip = trips[tripIndex]
        let route = routes[Int(tripRoute[tripIndex])]
        return Arrival(
            tripIndex: tripIndex, tripID: trip.id, routeID: route.id, routeShortName: route.shortName,
            routeLongName: route.longName, headsign: stopTimes.headsign(atRow: row) ?? trip.headsign,
            tripNumber: trip.number, serviceDate: ServiceDate(dayNumber: visit.dayNumber),
            departure: Date(timeIntervalSince1970: visit.instantSeconds),
            scheduledTime: ServiceTime(seconds: Int(stopTimes.departure[row])), stopID: stops[Int(stopTimes.stop[row])].id,
            stopSequence: Int(stopTimes.sequence[row]), directionID: trip.directionID)
    }
}
