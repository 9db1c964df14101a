import Foundation

extension GTFSFeed {
    /// The departures of trips the agency added (`ADDED`, named by a trip id the timetable does not have) from any of
    /// `stopIDs` (stations cover their platforms): each stop update there with a predicted time, but the trip's last,
    /// where riders only alight. The route comes from the update's `route_id`, the headsign from its last stop.
    func addedDepartures(from stopIDs: [String], realtime: TripUpdates) throws(FeedQueryError) -> [LiveDeparture] {
        let served = Set(try servedStopIndexes(stopIDs).map { stops[Int($0)].id })
        var found: [LiveDeparture] = []
        for update in realtime.updates where update.relationship == .added {
            guard let tripID = update.tripID, tripIndex(id: tripID) == nil else { continue }
            for (position, stop) in update.stops.dropLast().enumerated() where stop.relationship == .scheduled {
                guard let stopID = stop.stopID, served.contains(stopID),
                    let leaves = stop.departure?.time ?? stop.arrival?.time
                else { continue }
                found.append(
                    added(update, tripID: tripID, from: stopID, at: leaves, sequence: stop.stopSequence ?? position + 1))
            }
        }
        return found
    }

    private func added(
        _ update: TripUpdates.Update, tripID: String, from stopID: String, at leaves: Date, sequence: Int
    ) -> LiveDeparture {
        let route = update.routeID.flatMap(route(id:))
        let date = update.startDate ?? localDate(of: leaves)
        let departure = Arrival(
            tripIndex: nil, tripID: tripID, routeID: update.routeID ?? "", routeShortName: route?.shortName,
            routeLongName: route?.longName, headsign: update.stops.last?.stopID.flatMap(stop(id:))?.name,
            tripNumber: tripID, serviceDate: date, departure: leaves,
            scheduledTime: ServiceTime(seconds: Int(leaves.timeIntervalSince(instant(of: ServiceTime(seconds: 0), on: date)))),
            stopID: stopID, stopSequence: sequence, directionID: nil)
        return LiveDeparture(
            scheduled: departure, expected: leaves, delay: nil, isCanceled: false, isSkipped: false, isAdded: true)
    }
}
