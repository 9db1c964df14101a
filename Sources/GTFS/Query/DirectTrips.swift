import Foundation

/// A trip that stops at an origin and later at a destination: the stop times come from the same trip.
public struct TripLeg: Sendable, Hashable {
    /// The trip's position in `GTFSFeed.trips`.
    public let tripIndex: Int
    /// The trip.
    public let trip: Trip
    /// The trip's route.
    public let route: Route
    /// Where the rider boards.
    public let origin: StopTime
    /// Where the rider alights.
    public let destination: StopTime
    /// The trip's stops strictly between origin and destination, in order.
    public let stopsBetween: [StopTime]
}

/// A `TripLeg` on a service date, with its instants.
public struct DirectTrip: Sendable, Hashable {
    /// The trip and its stops.
    public let leg: TripLeg
    /// The service date the trip runs on.
    public let serviceDate: ServiceDate
    /// When it leaves the origin.
    public let departure: Date
    /// When it reaches the destination.
    public let arrival: Date

    /// Time from departure to arrival.
    public var travelTime: TimeInterval {
        arrival.timeIntervalSince(departure)
    }
}

extension GTFSFeed {
    /// Every trip (any date) that boards at one of `origins` and later alights at one of `destinations`
    /// (stations cover their platforms), ordered by departure time of day. Throws `FeedQueryError.unknownStop`.
    public func trips(from origins: [String], to destinations: [String]) throws(FeedQueryError) -> [TripLeg] {
        let originStops = try servedStopIndexes(origins)
        let destinationStops = try servedStopIndexes(destinations)
        var legs: [(time: Int32, leg: TripLeg)] = []
        for stop in originStops {
            for entry in visits.entries(ofStop: stop) {
                let row = visits.row[entry]
                if let destination = laterAlighting(after: row, at: destinationStops) {
                    legs.append((visits.time[entry], leg(from: row, to: destination)))
                }
            }
        }
        return legs.sorted { $0.time < $1.time }.map(\.leg)
    }

    /// The first `limit` trips leaving one of `origins` at or after `instant` and stopping later at one of
    /// `destinations`, by departure; yesterday's trips past 24:00 included. Departure and arrival are joined by
    /// trip, never by matching times. Throws `FeedQueryError.unknownStop`.
    public func directTrips(
        from origins: [String], to destinations: [String], departingAtOrAfter start: Date, limit: Int = 10
    ) throws(FeedQueryError) -> [DirectTrip] {
        let originStops = try servedStopIndexes(origins)
        let destinationStops = try servedStopIndexes(destinations)
        let found = upcomingVisits(atStops: originStops, from: start, limit: limit) { row in
            laterAlighting(after: row, at: destinationStops)
        }
        return found.map { visit in
            let leg = leg(from: visit.row, to: visit.matchedRow)
            let date = ServiceDate(dayNumber: visit.dayNumber)
            return DirectTrip(
                leg: leg, serviceDate: date, departure: Date(timeIntervalSince1970: visit.instantSeconds),
                arrival: instant(of: leg.destination.arrival, on: date))
        }
    }

    /// The row of the first later stop of the same trip that is one of `destinations` and allows alighting,
    /// when the row at `row` allows boarding.
    private func laterAlighting(after row: Int32, at destinations: [Int32]) -> Int32? {
        guard stopTimes.flags[Int(row)] & StopTimeTable.canBoard != 0 else { return nil }
        let tripEnd = Int(stopTimes.tripStart[Int(stopTimes.rowTrip[Int(row)]) + 1])
        var later = Int(row) + 1
        while later < tripEnd {
            if stopTimes.flags[later] & StopTimeTable.canAlight != 0, destinations.contains(stopTimes.stop[later]) {
                return Int32(later)
            }
            later += 1
        }
        return nil
    }

    private func leg(from originRow: Int32, to destinationRow: Int32) -> TripLeg {
        let tripIndex = Int(stopTimes.rowTrip[Int(originRow)])
        let trip = trips[tripIndex]
        return TripLeg(
            tripIndex: tripIndex, trip: trip, route: routes[Int(trip.routeIndex)], origin: stopTime(atRow: Int(originRow)),
            destination: stopTime(atRow: Int(destinationRow)),
            stopsBetween: (Int(originRow) + 1..<Int(destinationRow)).map(stopTime(atRow:)))
    }
}
