import Foundation
import GTFS

/// The Caltrain timetable on a GTFS feed: its stations in line order, found by the names riders type, and the
/// trains from one station to another.
public final class CaltrainTimetable: Sendable {
    /// The feed it reads.
    public let feed: GTFSFeed
    /// Every station of the feed: those on the line north to south, then any no trip stops at.
    public let stations: [CaltrainStation]
    let profiles: [TripProfile]
    let line: LineOrder
    /// Stations each service's trips stop at, by service id.
    let stationsByService: [String: Set<Int>]
    private let matcher: StationMatcher
    /// The station index of every platform and station id.
    let stationOfStop: [String: Int]
    /// The trip indexes of each train number: a number can serve several calendars.
    let tripsByNumber: [String: [Int]]

    /// Builds the station list, line order and trip profiles of `feed`.
    public init(feed: GTFSFeed) {
        self.feed = feed
        let directory = StationDirectory(feed: feed)
        let profiles = TripProfile.profiles(of: feed, directory: directory)
        let line = LineOrder(profiles: profiles, stationCount: directory.stations.count)
        // Renumber stations into line order so every index below is a position in `stations`.
        let unplaced = directory.stations.indices.filter { line.position[$0] == nil }
        let order = line.stations + unplaced
        var newIndex = [Int](repeating: 0, count: order.count)
        for (position, old) in order.enumerated() { newIndex[old] = position }
        stations = order.map { directory.stations[$0] }
        self.profiles = profiles.map { profile in
            TripProfile(
                tripIndex: profile.tripIndex, direction: profile.direction, service: profile.service,
                stops: profile.stops.map { .init(station: newIndex[$0.station], stopTime: $0.stopTime) })
        }
        self.line = LineOrder(stations: Array(line.stations.indices), stationCount: order.count)
        stationOfStop = directory.stationOfStop.mapValues { newIndex[$0] }
        var stationsByService: [String: Set<Int>] = [:]
        for profile in self.profiles {
            stationsByService[feed.trips[profile.tripIndex].serviceID, default: []].formUnion(profile.stops.map(\.station))
        }
        self.stationsByService = stationsByService
        tripsByNumber = Dictionary(grouping: feed.trips.indices, by: { feed.trips[$0].number })
        matcher = StationMatcher(stations: stations)
    }

    /// `feed_info.feed_version`, worth showing since holiday data has had errors.
    public var feedVersion: String? {
        feed.feedInfo?.version
    }

    /// The station `query` names: its id, its name typed loosely ("mtn view", "SF", "4th & King", "diridon",
    /// "22nd st", "south sf"), or a unique prefix. Throws `StationLookupError` with the closest names.
    public func station(named query: String) throws(StationLookupError) -> CaltrainStation {
        stations[try matcher.match(query)]
    }

    /// The stations `query` may name as a rider types it, best first (`SF`: San Francisco before anything else), at
    /// most `limit`; the closest names when nothing matches.
    public func stations(matching query: String, limit: Int = 8) -> [CaltrainStation] {
        matcher.candidates(for: query, limit: limit).map { stations[$0] }
    }

    /// Trains from `origin` to `destination` (station names as riders type them) at or after `instant`.
    /// See `trains(from:to:at:limit:includeSkipping:)` on stations.
    public func trains(
        from origin: String, to destination: String, at instant: Date, limit: Int = 10, includeSkipping: Bool = false
    ) throws(StationLookupError) -> [CaltrainTrain] {
        trains(
            from: try station(named: origin), to: try station(named: destination), at: instant, limit: limit,
            includeSkipping: includeSkipping)
    }

    /// The next `limit` trains that stop at `origin` and later at `destination`, leaving at or after `instant`
    /// (yesterday's trains past midnight included), each with its arrival from the same trip and the stations it
    /// skips. With `includeSkipping`, trains heading to `destination` that pass `origin` without stopping in that
    /// window are listed too, with `stopsAtOrigin` false.
    public func trains(
        from origin: CaltrainStation, to destination: CaltrainStation, at instant: Date, limit: Int = 10,
        includeSkipping: Bool = false
    ) -> [CaltrainTrain] {
        guard let originIndex = stationOfStop[origin.id], let destinationIndex = stationOfStop[destination.id],
            originIndex != destinationIndex,
            let direct = try? feed.directTrips(from: [origin.id], to: [destination.id], departingAtOrAfter: instant, limit: limit)
        else { return [] }
        let stopping = direct.map { train(from: $0, origin: originIndex, destination: destinationIndex) }
        guard includeSkipping else { return stopping }
        let horizon = stopping.count == limit ? stopping.last?.atOrigin : nil
        let passing = trainsPassing(origin: originIndex, to: destinationIndex, from: instant, until: horizon)
        return (stopping + passing.prefix(limit)).sorted { ($0.atOrigin, $0.number) < ($1.atOrigin, $1.number) }
    }

    private func train(from direct: DirectTrip, origin: Int, destination: Int) -> CaltrainTrain {
        let profile = profiles[direct.leg.tripIndex]
        let trip = direct.leg.trip
        return CaltrainTrain(
            number: trip.number, tripID: trip.id, service: profile.service, serviceDate: direct.serviceDate,
            direction: profile.direction, headsign: trip.headsign, stopsAtOrigin: true, departsAt: direct.departure,
            atOrigin: direct.departure, arrivesAt: direct.arrival, fromStopID: direct.leg.origin.stopID,
            toStopID: direct.leg.destination.stopID,
            skippedStations: skippedStations(of: profile, from: origin, to: destination, on: direct.serviceDate))
    }

    /// Stations between `origin` and `destination` along the line that some train serves on `date` but `profile`'s
    /// trip does not stop at (so a weekday express does not "skip" a weekend-only station).
    func skippedStations(of profile: TripProfile, from origin: Int, to destination: Int, on date: ServiceDate) -> [String] {
        let servedThatDay = feed.activeServiceIDs(on: date).reduce(into: Set<Int>()) { served, serviceID in
            served.formUnion(stationsByService[serviceID] ?? [])
        }
        return line.stations(between: origin, and: destination)
            .filter { servedThatDay.contains($0) && !profile.stops(at: $0) }
            .map { stations[$0].name }
    }
}
