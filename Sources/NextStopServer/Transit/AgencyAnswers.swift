import Foundation
import GTFS
import NextStopCore

/// What the agency's API and pages answer from one snapshot of its live state: stops by name, a stop's live board
/// with the alerts touching it, a trip's instance stop by stop. Errors are `APIError`s naming the field.
struct AgencyAnswers {
    let agency: TransitAgency
    let snapshot: AgencyLive.Snapshot
    let timetable: GTFSFeed
    let now: Date

    /// Throws 503 before the agency's timetable has loaded.
    init(agency: TransitAgency, now: Date) throws {
        self.agency = agency
        snapshot = agency.live.snapshot
        guard let timetable = snapshot.timetable else {
            throw APIError(.serviceUnavailable, "\(agency.name)'s timetable is not available on this server yet.")
        }
        self.timetable = timetable
        self.now = now
    }

    /// The trip updates, or none: the board is then the timetable's.
    var realtime: TripUpdates { snapshot.tripUpdates ?? TripUpdates(timestamp: nil, updates: []) }

    /// Up to `limit` stations and stops whose name holds `text` (case and accents aside), stations first.
    func stops(named text: String, limit: Int = 20) -> [GTFS.Stop] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        let named = timetable.stops.filter { stop in
            (stop.locationType == .station || stop.locationType == .stopOrPlatform)
                && stop.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).contains(folded)
        }
        return (named.filter { $0.locationType == .station } + named.filter { $0.locationType != .station })
            .prefix(limit).map { $0 }
    }

    /// The stations and stops (a platform counts as its station) within 1 km of `point`, nearest first, else within
    /// 3 km when none is that close; each with its distance in metres, and the radius searched.
    func stops(near point: Coordinate, limit: Int = 20) -> (stops: [(stop: GTFS.Stop, metres: Double)], radius: Int) {
        let places = timetable.stops.compactMap { stop -> (stop: GTFS.Stop, metres: Double)? in
            let boarding =
                stop.locationType == .station || (stop.locationType == .stopOrPlatform && stop.parentStationID == nil)
            guard boarding, let latitude = stop.latitude, let longitude = stop.longitude else { return nil }
            return (stop, point.distance(to: Coordinate(latitude: latitude, longitude: longitude)))
        }
        .sorted { $0.metres < $1.metres }
        let radius = places.first.map { $0.metres <= 1_000 } ?? true ? 1_000 : 3_000
        return (places.prefix { $0.metres <= Double(radius) }.prefix(limit).map { $0 }, radius)
    }

    func stop(_ id: String) throws -> GTFS.Stop {
        guard let stop = timetable.stop(id: id) else {
            throw APIError(.notFound, "\(agency.name) has no stop \(id.quotedInError)", field: "stop")
        }
        return stop
    }

    /// The next `limit` departures from `stop` as they run now.
    func board(of stop: GTFS.Stop, limit: Int) throws -> [LiveDeparture] {
        do {
            return try timetable.liveDepartures(from: [stop.id], at: now, limit: limit, realtime: realtime)
        } catch {
            throw APIError(.notFound, error.description, field: "stop")
        }
    }

    /// The alerts in force that touch a departure of `board` (its route, trip, direction, stop or agency), or `stop`.
    func alerts(touching board: [LiveDeparture], at stop: GTFS.Stop) -> [ServiceAlert] {
        let stopIDs = [stop.id] + (timetable.station(containing: stop.id).map { [$0.id] } ?? [])
        let targets = board.map { target(of: $0.scheduled) }
        return inForce.filter { alert in
            targets.contains(where: alert.informs)
                || alert.informed.contains { $0.stopID.map(stopIDs.contains) == true && $0.routeID == nil && $0.tripID == nil }
        }
    }

    /// Trip `tripID` on `date` (the trip updates' date for it, else today's), with the alerts touching it.
    func trip(_ tripID: String, on date: ServiceDate?) throws -> (LiveTrip, [ServiceAlert]) {
        let dated = date ?? realtime.updates.first { $0.tripID == tripID }?.startDate ?? timetable.localDate(of: now)
        let trip: LiveTrip
        do {
            trip = try timetable.liveTrip(id: tripID, on: dated, realtime: realtime)
        } catch {
            throw APIError(.notFound, "\(agency.name) has no trip \(tripID.quotedInError)", field: "trip")
        }
        guard let found = timetable.trip(id: tripID) else { return (trip, []) }
        let route = timetable.route(of: found)
        let target = AlertTarget(
            agencyID: route.agencyID ?? agencyID, routeID: route.id, routeType: route.type, directionID: found.directionID,
            tripID: tripID, stopIDs: trip.calls.map(\.stop.stopID))
        return (trip, inForce.filter { $0.informs(target) })
    }

    /// The feed's one agency's id, for routes that leave theirs blank.
    private var agencyID: String? { timetable.agencies.first?.id ?? nil }

    /// The alerts in force now.
    var inForce: [ServiceAlert] { snapshot.alerts?.alerts.filter { $0.isActive(at: now) } ?? [] }

    private func target(of departure: Arrival) -> AlertTarget {
        let route = timetable.route(id: departure.routeID)
        let station = timetable.station(containing: departure.stopID).map(\.id)
        return AlertTarget(
            agencyID: route?.agencyID ?? agencyID, routeID: departure.routeID, routeType: route?.type ?? -1,
            directionID: departure.directionID, tripID: departure.tripID,
            stopIDs: [departure.stopID] + (station.map { [$0] } ?? []))
    }
}
